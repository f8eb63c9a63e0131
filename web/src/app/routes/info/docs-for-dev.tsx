import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES, type RouteDef } from '@shared/routes';
import { openApiDocument, type OpenApiOperation } from '@shared/routes/openapi';
import { API_RATE_LIMIT_PER_MINUTE } from '@shared/constants/limits';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/feedback';
import { getConfig } from '../../../lib/config';
import { saveFile } from '../../../lib/save-file';
import { useDocumentTitle } from '../../../lib/use-document-title';

/**
 * /docs-for-dev (spec part 1 §2): the public API reference, generated in the page from the same route table the
 * server validates with (OpenAPI 3.1, downloadable). Written for integrators, in English like the API itself.
 */
export function DocsForDevRoute() {
  useDocumentTitle('Culture Fit API reference');
  const doc = useMemo(() => openApiDocument(ROUTES as unknown as Record<string, RouteDef>, getConfig().apiUrl), []);
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method: method.toUpperCase(), op })),
  );
  return (
    <main id="main" className="page docs">
      <div className="row-between">
        <h1>API reference</h1>
        <Button
          variant="secondary"
          onClick={() =>
            saveFile(new Blob([JSON.stringify(doc, null, 2)], { type: 'application/json' }), 'openapi.json')
          }
        >
          Download openapi.json
        </Button>
      </div>
      <Card className="stack">
        <p>{doc.info.description}</p>
        <ul>
          <li>
            Base URL: <code>{doc.servers[0]?.url}</code>
          </li>
          <li>
            Authentication: your key in the <code>x-api-key</code> header. Create or regenerate it in{' '}
            <Link to="/account/api-key">My account → API key</Link>; a new key stops the old one at once.
          </li>
          <li>Rate limit: {API_RATE_LIMIT_PER_MINUTE} calls a minute per key, then 429 until the next minute.</li>
          <li>
            Errors: <code>{'{ "error": { "code": "…", "message": "…" } }'}</code> with the HTTP status below.
          </li>
        </ul>
      </Card>
      <nav aria-label="Operations" className="stack">
        {operations.map(({ path, method, op }) => (
          <a key={op.operationId} href={`#${op.operationId}`}>
            <code>
              {method} {path}
            </code>{' '}
            {op.summary}
          </a>
        ))}
      </nav>
      {operations.map(({ path, method, op }) => (
        <Operation key={op.operationId} path={path} method={method} op={op} base={doc.servers[0]?.url ?? ''} />
      ))}
    </main>
  );
}

function Operation({ path, method, op, base }: { path: string; method: string; op: OpenApiOperation; base: string }) {
  const body = op.requestBody?.content['application/json'].schema;
  const example = `curl -X ${method} '${base}${path.replace(/\{(\w+)\}/g, '<$1>')}' \\\n  -H 'x-api-key: <your key>'${body ? ` \\\n  -H 'Content-Type: application/json' \\\n  -d '{"recipients":[{"email":"alex@example.com","firstname":"Alex"}]}'` : ''}`;
  return (
    <Card className="stack">
      <h2 id={op.operationId}>
        <code>
          {method} {path}
        </code>
      </h2>
      <p>{op.summary}</p>
      {op.parameters.length > 0 && (
        <>
          <h3>Parameters</h3>
          <table className="table">
            <thead>
              <tr>
                <th>Name</th>
                <th>In</th>
                <th>Required</th>
                <th>Schema</th>
              </tr>
            </thead>
            <tbody>
              {op.parameters.map((p) => (
                <tr key={`${p.in}-${p.name}`}>
                  <td>
                    <code>{p.name}</code>
                  </td>
                  <td>{p.in}</td>
                  <td>{p.required ? 'yes' : 'no'}</td>
                  <td>
                    <code>{JSON.stringify(p.schema)}</code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {body !== undefined && (
        <>
          <h3>Request body</h3>
          <pre className="code" tabIndex={0}>
            {JSON.stringify(body, null, 2)}
          </pre>
        </>
      )}
      <h3>Responses</h3>
      <ul>
        {Object.entries(op.responses).map(([status, r]) => (
          <li key={status}>
            <strong>{status}</strong> {r.description}
          </li>
        ))}
      </ul>
      <details>
        <summary>Response schema</summary>
        <pre className="code" tabIndex={0}>
          {JSON.stringify(op.responses['200']?.content?.['application/json'].schema, null, 2)}
        </pre>
      </details>
      <h3>Example</h3>
      <pre className="code" tabIndex={0}>
        {example}
      </pre>
    </Card>
  );
}
