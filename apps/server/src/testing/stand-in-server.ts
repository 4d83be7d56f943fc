import Fastify, { type FastifyReply } from 'fastify';
import { AppError } from '../platform/errors/app-error';

type Answer = (reply: FastifyReply) => unknown;

/**
 * An outside service's stand-in on the loopback interface (OSRM, the Bank of Canada's Valet...), for adapter tests
 * that must not touch the network. Each test says how it answers; `seen` lists the URLs it was asked for.
 */
export const startStandInServer = async ({ route, prefix }: { route: string; prefix: string }) => {
  const server = Fastify({ forceCloseConnections: true });
  const standIn = {
    baseUrl: '',
    /** How the next requests are answered; a test sets it. */
    answer: (() => ({})) as Answer,
    seen: [] as string[],
    /** Forgets what was asked and answers with `answer` from now on. */
    reset: (answer: Answer) => {
      standIn.seen.length = 0;
      standIn.answer = answer;
    },
    close: () => server.close(),
  };
  server.get(route, async (request, reply) => {
    standIn.seen.push(request.url);
    return standIn.answer(reply);
  });
  standIn.baseUrl = `${await server.listen({ host: '127.0.0.1', port: 0 })}${prefix}`;
  return standIn;
};

/** The AppError a promise rejects with; anything else (or no rejection) fails the test. */
export const appErrorOf = async (promise: Promise<unknown>): Promise<AppError> => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
};

/** An address where nothing listens any more: a port that was just opened and closed again. */
export const closedAddress = async (): Promise<string> => {
  const closed = Fastify();
  const url = await closed.listen({ host: '127.0.0.1', port: 0 });
  await closed.close();
  return url;
};
