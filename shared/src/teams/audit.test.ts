import { describe, expect, it } from 'vitest';
import { auditCsv, type AuditEvent } from './audit';

const event = (over: Partial<AuditEvent> = {}): AuditEvent => ({
  id: 'e1',
  at: '2026-11-26T10:00:00.000Z',
  action: 'result_viewed',
  actor: 'sub-1',
  actor_email: 'ann@example.com',
  target_type: 'respondent',
  target_id: 'ref-1',
  form_id: 'form-1',
  ip: '192.0.2.1',
  user_agent: 'Mozilla/5.0 (X11; Linux)',
  detail: '',
  ...over,
});

describe('audit log CSV', () => {
  it('has a header row and one row per event, in the columns order', () => {
    expect(auditCsv([event()]).split('\r\n')).toEqual([
      'at,action,actor,actor_email,target_type,target_id,form_id,ip,user_agent,detail',
      '2026-11-26T10:00:00.000Z,result_viewed,sub-1,ann@example.com,respondent,ref-1,form-1,192.0.2.1,Mozilla/5.0 (X11; Linux),',
      '',
    ]);
  });

  it('quotes a field holding a comma or a quote, and neutralises a leading formula character', () => {
    const row = auditCsv([event({ user_agent: 'A, "B"', detail: '=HYPERLINK("x")' })]).split('\r\n')[1]!;
    expect(row).toContain(',"A, ""B""",');
    expect(row.endsWith(`,"'=HYPERLINK(""x"")"`)).toBe(true);
  });
});
