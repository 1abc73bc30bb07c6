import type { FastifyBaseLogger } from 'fastify';

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Bindings = Record<string, unknown>;
/** What this needs of the app's logger (pino): its children and whether a level writes. */
type Parent = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * A request's logger (`request.log`) that becomes the real child, with the request's id bound,
 * only when something writes at a level that is on. Fastify made a pino child for every
 * request, and nearly every request writes nothing at the app's level (`warn` in production):
 * a kept product page paid for the child's bindings and objects for nothing. Whatever writes
 * gets exactly the child it had before, so lines and their `reqId` are unchanged.
 */
class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Parent,
    private readonly bindings: Bindings,
  ) {}

  private get real(): FastifyBaseLogger {
    return (this.#child ??= this.parent.child(this.bindings));
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.real.level = level;
  }

  private write(level: Level, args: unknown[]) {
    if (this.#child === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.real[level] as (...values: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: object): FastifyBaseLogger {
    return this.real.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy child (above) unless the route sets a level or
 * serializers of its own, which only a real child carries.
 */
export function requestLogger(logger: FastifyBaseLogger, bindings: Bindings, options: { level?: string; serializers?: unknown }): FastifyBaseLogger {
  if (options.level !== undefined || options.serializers !== undefined) return logger.child(bindings, options as object);
  return new RequestLogger(logger as Parent, bindings) as unknown as FastifyBaseLogger;
}
