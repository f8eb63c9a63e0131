/**
 * An aws-lite plugin of our own for the two DynamoDB calls the official plugin (`@aws-lite/dynamodb` 0.3.9,
 * node_modules/@aws-lite/dynamodb/src/index.mjs) does not send as the document client does:
 * - Query: it marshals neither `ExclusiveStartKey` nor `LastEvaluatedKey` (its own comment says so), and the data
 *   layer turns both into the cursor it hands out (db/lite/entity.ts `runQuery`), so they must be plain values;
 * - TransactGetItems: it unmarshals every response's `Item`, and throws on an item that is not there, which DynamoDB
 *   answers as an empty response; the document client answers it as no item.
 * aws-lite gives a plugin its marshalling functions (the SDK's own `@aws-sdk/util-dynamodb`, vendored), called with
 * the client's options, so values are marshalled as in every other call (`removeUndefinedValues`).
 */
type Values = Record<string, unknown>;
type Marshal = (value: unknown, options: { config: unknown }) => Values;
interface Utils {
  awsjsonMarshall: Marshal;
  awsjsonUnmarshall: Marshal;
  config: unknown;
}
interface Response {
  payload: Values & {
    Items?: Values[];
    LastEvaluatedKey?: Values;
    Responses?: ({ Item?: Values } | null)[];
  };
}

const headers = (target: string) => ({
  'X-Amz-Target': `DynamoDB_20120810.${target}`,
  'content-type': 'application/x-amz-json-1.0',
});

export const tablePlugin = {
  name: 'culturefit-table',
  service: 'dynamodb',
  property: 'Table',
  methods: {
    Query: {
      request: async (params: Values) => ({
        // Marshalled by aws-lite's request with the client's options; the other parameters are plain JSON.
        awsjson: ['ExpressionAttributeValues', 'ExclusiveStartKey'],
        headers: headers('Query'),
        payload: params,
      }),
      response: async ({ payload }: Response, { awsjsonUnmarshall, config }: Utils) => {
        const out = { ...payload };
        if (payload.Items) out.Items = payload.Items.map((i) => awsjsonUnmarshall(i, { config }));
        if (payload.LastEvaluatedKey) out.LastEvaluatedKey = awsjsonUnmarshall(payload.LastEvaluatedKey, { config });
        return out;
      },
    },
    TransactGetItems: {
      request: async (params: Values & { TransactItems?: { Get?: Values }[] }, { awsjsonMarshall, config }: Utils) => ({
        awsjson: false,
        headers: headers('TransactGetItems'),
        payload: {
          ...params,
          TransactItems: (params.TransactItems ?? []).map((i) =>
            i.Get?.Key ? { ...i, Get: { ...i.Get, Key: awsjsonMarshall(i.Get.Key, { config }) } } : i,
          ),
        },
      }),
      response: async ({ payload }: Response, { awsjsonUnmarshall, config }: Utils) => ({
        ...payload,
        ...(payload.Responses
          ? {
              Responses: payload.Responses.map((r) =>
                r?.Item ? { ...r, Item: awsjsonUnmarshall(r.Item, { config }) } : (r ?? {}),
              ),
            }
          : {}),
      }),
    },
  },
};
