/** build/prebuilt-seed-plugin.ts: the default seed's data as JSON text (mocks/prebuilt-seed.ts), null outside builds. */
declare module 'virtual:wen-prebuilt-seed' {
  const prebuiltSeedJson: string | null;
  export default prebuiltSeedJson;
}
