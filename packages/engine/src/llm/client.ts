export interface LlmOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/** Asks an OpenAI-compatible chat endpoint for a JSON object and returns it parsed (not yet validated). */
export async function chatJson(options: LlmOptions, messages: readonly ChatMessage[]): Promise<unknown> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const response = await fetch(`${options.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      model: options.model,
      messages,
      response_format: { type: 'json_object' },
      temperature: 0,
    }),
    signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`LLM endpoint answered ${response.status}`);
  const content = (JSON.parse(body) as { choices?: { message?: { content?: unknown } }[] }).choices?.[0]
    ?.message?.content;
  if (typeof content !== 'string') throw new Error('LLM answer has no message content');
  return JSON.parse(content) as unknown;
}
