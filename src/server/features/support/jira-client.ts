import type { SupportIssueType } from '@/shared/schemas/support';
import type { Env } from '../../env';

/** The spec's mapping of our issue types to Jira issue types. */
export const jiraIssueTypes: Record<SupportIssueType, string> = {
  bug: 'Bug',
  feature: 'Story',
  question: 'Task',
  other: 'Task',
};

export interface JiraIssueRequest {
  issueType: SupportIssueType;
  email: string;
  summary: string;
  description: string;
}

export interface JiraClient {
  /** Creates the issue and returns its key (e.g. SUP-12); throws a JiraError when Jira refuses. */
  createIssue(request: JiraIssueRequest): Promise<{ key: string }>;
}

export class JiraError extends Error {
  override name = 'JiraError';
}

const REQUEST_TIMEOUT_MS = 15_000;

type JiraSettings = Pick<Env, 'JIRA_BASE_URL' | 'JIRA_EMAIL' | 'JIRA_API_TOKEN' | 'JIRA_PROJECT_KEY'>;

/** A Jira client when all four settings are present (env.ts allows all or none), else null. */
export function jiraClientFromEnv(env: JiraSettings): JiraClient | null {
  if (!env.JIRA_BASE_URL || !env.JIRA_EMAIL || !env.JIRA_API_TOKEN || !env.JIRA_PROJECT_KEY) return null;
  return createJiraClient({
    baseUrl: env.JIRA_BASE_URL,
    email: env.JIRA_EMAIL,
    apiToken: env.JIRA_API_TOKEN,
    projectKey: env.JIRA_PROJECT_KEY,
  });
}

/** Lines become paragraphs of Atlassian Document Format, which REST API v3 requires for descriptions. */
export function toAtlassianDocument(text: string) {
  const paragraphs = text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.length > 0)
    .map((line) => ({ type: 'paragraph', content: [{ type: 'text', text: line }] }));
  return { type: 'doc', version: 1, content: paragraphs };
}

/** Jira Cloud REST API v3, authenticated with an account e-mail and API token (HTTP basic). */
export function createJiraClient(settings: { baseUrl: string; email: string; apiToken: string; projectKey: string }) {
  const endpoint = `${settings.baseUrl.replace(/\/$/, '')}/rest/api/3/issue`;
  const authorization = `Basic ${Buffer.from(`${settings.email}:${settings.apiToken}`).toString('base64')}`;

  return {
    async createIssue(request) {
      const body = {
        fields: {
          project: { key: settings.projectKey },
          issuetype: { name: jiraIssueTypes[request.issueType] },
          summary: request.summary,
          description: toAtlassianDocument(`Submitted by: ${request.email}\n\n${request.description}`),
        },
      };
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          // A redirect is not followed: the ticket and its credentials go only to the configured host.
          redirect: 'manual',
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        throw new JiraError(`Jira API Error: ${error instanceof Error ? error.message : String(error)}`);
      }
      const text = await response.text();
      if (!response.ok) throw new JiraError(`Jira API Error: ${response.status} ${describeFailure(text)}`.trim());
      const key = parseKey(text);
      if (!key) throw new JiraError('Jira API Error: the answer carried no issue key');
      return { key };
    },
  } satisfies JiraClient;
}

function parseKey(text: string) {
  try {
    const parsed = JSON.parse(text) as { key?: unknown };
    return typeof parsed.key === 'string' && parsed.key ? parsed.key : null;
  } catch {
    return null;
  }
}

/** Jira's own messages ({ errorMessages, errors }) when it sends them; a short excerpt otherwise. */
function describeFailure(text: string) {
  try {
    const parsed = JSON.parse(text) as { errorMessages?: string[]; errors?: Record<string, string> };
    const messages = [...(parsed.errorMessages ?? []), ...Object.values(parsed.errors ?? {})];
    if (messages.length > 0) return messages.join('; ');
  } catch {
    // Not JSON: a proxy's error page, say.
  }
  return text.slice(0, 200);
}
