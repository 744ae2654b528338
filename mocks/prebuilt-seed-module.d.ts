/**
 * build/prebuilt-seed-plugin.ts: the default seed's accounts and, apart, its postings and places, as JSON text
 * (mocks/prebuilt-seed.ts, PrebuiltSeedPart); null outside builds.
 */
declare module 'virtual:wen-prebuilt-seed' {
  const prebuiltAccountsJson: string | null;
  export default prebuiltAccountsJson;
}
declare module 'virtual:wen-prebuilt-seed-later' {
  const prebuiltLaterJson: string | null;
  export default prebuiltLaterJson;
}
