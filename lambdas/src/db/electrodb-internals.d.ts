/** The two ElectroDB internals `entity.ts` reads (CommonJS modules without declarations). */
declare module 'electrodb/src/types.js' {
  const types: { ElectroInstance: { entity: symbol } };
  export default types;
}
declare module 'electrodb/src/validations.js' {
  const validations: { testModel: (instance: unknown) => [boolean, string] };
  export default validations;
}
