// A module of its own so api-client.ts can fetch it with the first refusal: the schema brings zod.
export { ApiErrorSchema } from '@freight/domain';
