import type { User } from '@contract/schemas';
import { getNow } from '../clock';
import { db } from './database';
import type { CompanyProfileRecord, UserRecord } from './schemas';

const sameText = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

export function findUserById(id: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where({ id }));
}

/** E-mail addresses are compared case-insensitively, as mail servers do. */
export function findUserByEmail(email: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where((user) => sameText(user.email, email)));
}

export function findUserByQNumber(qNumber: string): UserRecord | undefined {
  return db.users.findFirst((q) => q.where((user) => sameText(user.qNumber, qNumber)));
}

/** The user as the contract shows it, without credentials and bookkeeping. */
export function toUser(record: UserRecord): User {
  return {
    id: record.id,
    type: record.type,
    email: record.email,
    givenName: record.givenName,
    familyName: record.familyName,
    department: record.department,
    accountNumber: record.accountNumber,
    qNumber: record.qNumber,
    active: record.active,
    acceptedTerms: record.acceptedTerms,
    group: record.group,
    commutePooling: { enabled: record.commutePooling.enabled },
    bmwBuildings: { enabled: record.bmwBuildings.enabled },
  };
}

export async function updateUser(
  record: UserRecord,
  change: (draft: UserRecord) => void,
): Promise<UserRecord> {
  return db.users.update((q) => q.where({ id: record.id }), { data: change, strict: true });
}

/** Unconfirmed e-mail registrations whose link has expired are dropped: the address is free again. */
export function purgeExpiredRegistrations(now: Date = getNow()): void {
  db.users.deleteMany((q) =>
    q.where(
      (user) =>
        !user.active &&
        user.confirmationDeadline !== null &&
        Date.parse(user.confirmationDeadline) <= now.getTime(),
    ),
  );
}

export function findCompanyProfile(qNumber: string): CompanyProfileRecord | undefined {
  return db.companyProfiles.findFirst((q) => q.where((p) => sameText(p.qNumber, qNumber)));
}

/** Every employee the fake company sign-on knows, with whether they use WEN already. */
export function listCompanyProfiles(): Array<CompanyProfileRecord & { registered: boolean }> {
  return db.companyProfiles.all().map((profile) => ({
    ...profile,
    registered: findUserByQNumber(profile.qNumber) !== undefined,
  }));
}
