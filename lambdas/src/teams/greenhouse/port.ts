/**
 * The ATS port (docs/ats.md): what the connector needs of Greenhouse, whichever API version answers it. The Harvest v3
 * adapter (./harvest-v3.ts) is the one built; a deploy could add another behind this interface without touching the
 * queue, the worker or the settings.
 */

/** A workspace's credential: a Harvest v3 client (id and secret) and the Greenhouse user the notes are written as. */
export interface GreenhouseCredentials {
  clientId: string;
  clientSecret: string;
  userId: string;
}

/** How a call went, in the delivery log's words: Greenhouse's status (null when it never answered) and a short reason. */
export interface GreenhouseOutcome {
  ok: boolean;
  status: number | null;
  excerpt: string;
  /** Greenhouse's id of the note written (or found already written). */
  noteId?: string;
  /** Greenhouse answered 429 and asked for this many seconds first (its Retry-After header). */
  retryAfterSeconds?: number;
}

export interface NoteToAttach {
  applicationId: string;
  /** The note's text; it ends with `marker`, which names the event, so a note already written can be recognised. */
  body: string;
  marker: string;
  /** An earlier attempt may have written the note without learning so: look for `marker` before writing. */
  lookFirst: boolean;
}

export interface GreenhousePort {
  /** Whether Greenhouse issues a token for the credential (the settings' check before the secret is kept). */
  verify(credentials: GreenhouseCredentials): Promise<GreenhouseOutcome>;
  /**
   * Attaches the note to the application's candidate. `spend` is asked before each call to Greenhouse (the workspace's
   * daily budget); when it answers false nothing more is called and the outcome says so.
   */
  attachNote(
    credentials: GreenhouseCredentials,
    note: NoteToAttach,
    spend: () => Promise<boolean>,
  ): Promise<GreenhouseOutcome>;
}
