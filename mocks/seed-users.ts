import type { CompanyProfileRecord, UserRecord } from './db/schemas';
import { DEFAULT_USER_LOCATION } from './default-location';
import { NEW_COMPANY_PROFILE, PERSONAS, SEED_COUNTS, type PersonaKey } from './seed-constants';
import type { Commuter, SeedDraws } from './seed-draws';
import { SITE_WEIGHTS, TOWNS, type SiteKey, type Town } from './seed-geography';
import { DEPARTMENTS } from './seed-landmarks';

/** ASCII local part of an e-mail from a name ('Jürgen Weiß' -> 'juergen.weiss'). */
function mailName(...parts: string[]): string {
  return parts
    .join('.')
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]+/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.|\.$/g, '');
}

/** The town of this name (the first town if there is none). */
export const townNamed = (name: string): Town =>
  TOWNS.find((town) => town.name === name) ?? TOWNS[0]!;

/** The seed's people (mocks/seed.ts): the accounts with where each one commutes, and the company directory. */
export interface SeedPeople {
  users: UserRecord[];
  /** One per user, in the users' order: the personas first. */
  commuters: Commuter[];
  companyProfiles: CompanyProfileRecord[];
}

/** The e-mails and Q numbers given so far, so each new one is unique among the seed's people. */
function uniqueIdentities(draws: SeedDraws) {
  const { f, chance } = draws;
  const usedEmails = new Set<string>();
  // The newcomer's Q number is in the company directory before anyone has it.
  const usedQNumbers = new Set<string>([NEW_COMPANY_PROFILE.qNumber]);

  const claim = (user: UserRecord): void => {
    if (user.email) usedEmails.add(user.email);
    if (user.qNumber) usedQNumbers.add(user.qNumber);
  };
  const newQNumber = (): string => {
    for (;;) {
      const candidate = chance(0.2)
        ? `QX${f.string.numeric(5)}`
        : `Q${f.string.numeric({ length: 6, allowLeadingZeros: false })}`;
      if (!usedQNumbers.has(candidate)) {
        usedQNumbers.add(candidate);
        return candidate;
      }
    }
  };
  const newEmail = (givenName: string, familyName: string, domain: string): string => {
    const local = mailName(givenName, familyName);
    for (let n = 1; ; n += 1) {
      const email = `${local}${n === 1 ? '' : n}@${domain}`;
      if (!usedEmails.has(email)) {
        usedEmails.add(email);
        return email;
      }
    }
  };
  return { claim, newQNumber, newEmail };
}

type UniqueIdentities = ReturnType<typeof uniqueIdentities>;

/** A corporate user with access, unless `fields` say otherwise; draws after the caller's own draws for `fields`. */
function newUserRecord(
  draws: SeedDraws,
  fields: Pick<UserRecord, 'id' | 'givenName' | 'familyName' | 'email' | 'qNumber'> &
    Partial<UserRecord>,
): UserRecord {
  const { pick, daysAgoIso, passwordHash } = draws;
  return {
    type: 'BMWUser',
    department: pick(DEPARTMENTS),
    accountNumber: null,
    active: true,
    acceptedTerms: true,
    group: 'corporate',
    commutePooling: { enabled: true },
    bmwBuildings: { enabled: false },
    passwordHash: passwordHash(),
    createdAt: daysAgoIso(60, 900),
    confirmationDeadline: null,
    ...fields,
  };
}

/** Where each persona lives and works: the town's name and the company site. */
const PERSONA_HOMES: Record<PersonaKey, [string, SiteKey]> = {
  demo: ['München-Am Hart', 'fiz'],
  noAccess: ['Dachau', 'munich'],
  termsPending: ['Freising', 'garching'],
  missingEmail: ['Landshut', 'dingolfing'],
  inactive: ['Erding', 'fiz'],
  publicUser: ['München-Schwabing', 'unterschleissheim'],
  buildings: ['Fürstenfeldbruck', 'fiz'],
};

/** The personas' accounts, drawn in this order (the seed's data depends on it). */
function personaUserRecords(draws: SeedDraws): Record<PersonaKey, UserRecord> {
  const personaIdentity = (key: PersonaKey) => {
    const { id, email, qNumber } = PERSONAS[key];
    return { id, email, qNumber };
  };
  return {
    demo: newUserRecord(draws, {
      ...personaIdentity('demo'),
      givenName: 'Max',
      familyName: 'Mustermann',
      department: 'EF-3 Fahrzeugentwicklung',
      accountNumber: '10023456',
    }),
    noAccess: newUserRecord(draws, {
      ...personaIdentity('noAccess'),
      givenName: 'Nora',
      familyName: 'Berger',
      commutePooling: { enabled: false },
    }),
    termsPending: newUserRecord(draws, {
      ...personaIdentity('termsPending'),
      givenName: 'Tobias',
      familyName: 'Keller',
      acceptedTerms: false,
    }),
    missingEmail: newUserRecord(draws, {
      ...personaIdentity('missingEmail'),
      givenName: 'Mia',
      familyName: 'Fischer',
    }),
    inactive: newUserRecord(draws, {
      ...personaIdentity('inactive'),
      givenName: 'Lukas',
      familyName: 'Wagner',
      active: false,
    }),
    publicUser: newUserRecord(draws, {
      ...personaIdentity('publicUser'),
      givenName: 'Sophie',
      familyName: 'Becker',
      type: 'PublicUser',
      group: 'public',
      department: null,
      accountNumber: 'P-20001',
    }),
    buildings: newUserRecord(draws, {
      ...personaIdentity('buildings'),
      givenName: 'Felix',
      familyName: 'Hoffmann',
      bmwBuildings: { enabled: true },
    }),
  };
}

/** The personas as commuters, in the order of PERSONAS: all accounts first, then their homes. */
function seedPersonas(draws: SeedDraws, identities: UniqueIdentities): Commuter[] {
  const { addressNear } = draws;
  const personaUsers = personaUserRecords(draws);
  return (Object.keys(PERSONAS) as PersonaKey[]).map((key) => {
    const user = personaUsers[key];
    const [townName, site] = PERSONA_HOMES[key];
    const town = townNamed(townName);
    identities.claim(user);
    return {
      user,
      town,
      // The demo user lives right at the default location, so "near me" means near the default location.
      home:
        key === 'demo'
          ? { ...DEFAULT_USER_LOCATION, name: 'Knorrstraße 12', address: '80807 München' }
          : addressNear(town, 200, 2500),
      site,
      contactEmail: user.email ?? 'mia.fischer@mail.example',
    };
  });
}

/** A generated colleague; about one in nine (by `index`) is from the public group. */
function generateColleague(
  draws: SeedDraws,
  identities: UniqueIdentities,
  index: number,
): Commuter {
  const { f, uuid, pick, weighted, chance, addressNear } = draws;
  const { newEmail, newQNumber } = identities;
  const sex = pick(['female', 'male'] as const);
  const givenName = f.person.firstName(sex);
  const familyName = f.person.lastName();
  const isPublic = index % 9 === 4;
  const user = newUserRecord(draws, {
    id: uuid(),
    givenName,
    familyName,
    email: newEmail(
      givenName,
      familyName,
      isPublic ? pick(['mail.example', 'web.example']) : 'bmw.example',
    ),
    qNumber: isPublic ? null : newQNumber(),
    ...(isPublic
      ? {
          type: 'PublicUser' as const,
          group: 'public' as const,
          department: null,
          accountNumber: `P-${f.string.numeric({ length: 5, allowLeadingZeros: false })}`,
        }
      : {
          accountNumber: chance(0.3)
            ? f.string.numeric({ length: 8, allowLeadingZeros: false })
            : null,
          bmwBuildings: { enabled: chance(0.3) },
        }),
    commutePooling: { enabled: chance(0.92) },
    acceptedTerms: chance(0.95),
  });
  const town = pick(TOWNS);
  return {
    user,
    town,
    home: addressNear(town, 150, 3000),
    site: weighted(SITE_WEIGHTS),
    contactEmail: user.email ?? newEmail(givenName, familyName, 'mail.example'),
  };
}

/** The company directory: everyone with a Q number, the newcomer, and two people without an account. */
function companyDirectory(
  draws: SeedDraws,
  users: UserRecord[],
  identities: UniqueIdentities,
): CompanyProfileRecord[] {
  const { f, pick } = draws;
  const companyProfiles: CompanyProfileRecord[] = users
    .filter((user): user is UserRecord & { qNumber: string } => user.qNumber !== null)
    .map((user) => ({
      qNumber: user.qNumber,
      givenName: user.givenName,
      familyName: user.familyName,
      department: user.department,
      email: user.email,
      accountNumber: user.accountNumber,
    }));
  const { purpose: _purpose, ...newcomer } = NEW_COMPANY_PROFILE;
  companyProfiles.push(newcomer);
  for (let i = 0; i < 2; i += 1) {
    const givenName = f.person.firstName();
    const familyName = f.person.lastName();
    companyProfiles.push({
      qNumber: `Q99900${i + 2}`,
      givenName,
      familyName,
      department: pick(DEPARTMENTS),
      email: identities.newEmail(givenName, familyName, 'bmw.example'),
      accountNumber: null,
    });
  }
  return companyProfiles;
}

/** The personas, then the generated colleagues, then the company directory: the first draws of the seed. */
export function generateUsers(draws: SeedDraws): SeedPeople {
  const identities = uniqueIdentities(draws);
  const commuters = seedPersonas(draws, identities);
  const generatedCount = SEED_COUNTS.users - commuters.length;
  for (let i = 0; i < generatedCount; i += 1) {
    commuters.push(generateColleague(draws, identities, i));
  }
  const users = commuters.map((commuter) => commuter.user);
  return { users, commuters, companyProfiles: companyDirectory(draws, users, identities) };
}
