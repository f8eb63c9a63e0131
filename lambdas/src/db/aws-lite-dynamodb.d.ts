/** aws-lite's DynamoDB plugin ships no types of its own (its method types, `@aws-lite/dynamodb-types`, are unused). */
declare module '@aws-lite/dynamodb' {
  const plugin: { name: string; service: string; property: string; methods: Record<string, unknown> };
  export default plugin;
}
