import type { CompanyProfileRecord, UserRecord } from './db/schemas';
import { DEFAULT_USER_LOCATION } from './default-location';
import { NEW_COMPANY_PROFILE, PERSONAS, SEED_COUNTS, type PersonaKey } from './seed-constants';
import type { Commuter, SeedDraws } from './seed-draws';
import { DEPARTMENTS, SITE_WEIGHTS, TOWNS, type SiteKey, type Town } from './seed-geography';

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

/** The personas, then the generated colleagues, then the company directory: the first draws of the seed. */
export function generateUsers(draws: SeedDraws): SeedPeople {
  const { f, uuid, pick, weighted, chance, daysAgoIso, passwordHash, addressNear } = draws;
  const users: UserRecord[] = [];
  const commuters: Commuter[] = [];
  const usedEmails = new Set<string>();
  const usedQNumbers = new Set<string>([NEW_COMPANY_PROFILE.qNumber]);

  const baseUser = (
    fields: Pick<UserRecord, 'id' | 'givenName' | 'familyName' | 'email' | 'qNumber'> &
      Partial<UserRecord>,
  ): UserRecord => ({
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
  });

  const personaIdentity = (key: PersonaKey) => {
    const { id, email, qNumber } = PERSONAS[key];
    return { id, email, qNumber };
  };
  const personaUsers: Record<PersonaKey, UserRecord> = {
    demo: baseUser({
      ...personaIdentity('demo'),
      givenName: 'Max',
      familyName: 'Mustermann',
      department: 'EF-3 Fahrzeugentwicklung',
      accountNumber: '10023456',
    }),
    noAccess: baseUser({
      ...personaIdentity('noAccess'),
      givenName: 'Nora',
      familyName: 'Berger',
      commutePooling: { enabled: false },
    }),
    termsPending: baseUser({
      ...personaIdentity('termsPending'),
      givenName: 'Tobias',
      familyName: 'Keller',
      acceptedTerms: false,
    }),
    missingEmail: baseUser({
      ...personaIdentity('missingEmail'),
      givenName: 'Mia',
      familyName: 'Fischer',
    }),
    inactive: baseUser({
      ...personaIdentity('inactive'),
      givenName: 'Lukas',
      familyName: 'Wagner',
      active: false,
    }),
    publicUser: baseUser({
      ...personaIdentity('publicUser'),
      givenName: 'Sophie',
      familyName: 'Becker',
      type: 'PublicUser',
      group: 'public',
      department: null,
      accountNumber: 'P-20001',
    }),
    buildings: baseUser({
      ...personaIdentity('buildings'),
      givenName: 'Felix',
      familyName: 'Hoffmann',
      bmwBuildings: { enabled: true },
    }),
  };
  const personaHomes: Record<PersonaKey, [string, SiteKey]> = {
    demo: ['München-Am Hart', 'fiz'],
    noAccess: ['Dachau', 'munich'],
    termsPending: ['Freising', 'garching'],
    missingEmail: ['Landshut', 'dingolfing'],
    inactive: ['Erding', 'fiz'],
    publicUser: ['München-Schwabing', 'unterschleissheim'],
    buildings: ['Fürstenfeldbruck', 'fiz'],
  };
  for (const key of Object.keys(PERSONAS) as PersonaKey[]) {
    const user = personaUsers[key];
    const [townName, site] = personaHomes[key];
    const town = townNamed(townName);
    users.push(user);
    if (user.email) usedEmails.add(user.email);
    if (user.qNumber) usedQNumbers.add(user.qNumber);
    commuters.push({
      user,
      town,
      // The demo user lives right at the default location, so "near me" means near the default location.
      home:
        key === 'demo'
          ? { ...DEFAULT_USER_LOCATION, name: 'Knorrstraße 12', address: '80807 München' }
          : addressNear(town, 200, 2500),
      site,
      contactEmail: user.email ?? 'mia.fischer@mail.example',
    });
  }

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

  const generatedCount = SEED_COUNTS.users - users.length;
  for (let i = 0; i < generatedCount; i += 1) {
    const sex = pick(['female', 'male'] as const);
    const givenName = f.person.firstName(sex);
    const familyName = f.person.lastName();
    const isPublic = i % 9 === 4; // about one in nine is from the public group
    const user = baseUser({
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
    users.push(user);
    const town = pick(TOWNS);
    commuters.push({
      user,
      town,
      home: addressNear(town, 150, 3000),
      site: weighted(SITE_WEIGHTS),
      contactEmail: user.email ?? newEmail(givenName, familyName, 'mail.example'),
    });
  }

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
      email: newEmail(givenName, familyName, 'bmw.example'),
      accountNumber: null,
    });
  }

  return { users, commuters, companyProfiles };
}
