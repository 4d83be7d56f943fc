import {
  ChatIdParamsSchema,
  ChatListSchema,
  ChatSchema,
  CreateChatBodySchema,
  SendChatMessageBodySchema,
} from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRegistered } from '../../platform/auth/guards';
import { chatContext } from './chat-context';
import { listChats, readChat } from './chat-read.service';
import { sendChatMessageAnswering } from './chat-send.service';
import { startChat } from './chat-start.service';
import { viewChat } from './chat-view';

const tags = ['chat'];

/** Temporary visitors cannot chat; checked before the body so they learn nothing from validation. */
const registeredOnly = async (request: FastifyRequest) => {
  requireRegistered(request);
};

/** Spec 7, Chat: conversations about loads between shipper and driver, and with support (DESIGN.md section 7). */
export const chatRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => chatContext(app);

  app.get(
    '/chat/',
    {
      schema: {
        tags,
        summary: 'The caller’s conversations, newest first, each with its last (merged) message and unread count',
        response: { 200: ChatListSchema },
      },
      preValidation: registeredOnly,
    },
    async (request) => ({ results: await listChats(ctx(), requireRegistered(request)) }),
  );

  app.get(
    '/chat/:id/',
    {
      schema: {
        tags,
        summary: 'A whole conversation with merged messages; opening it marks it read for the caller',
        params: ChatIdParamsSchema,
        response: { 200: ChatSchema },
      },
      preValidation: registeredOnly,
    },
    async (request) => readChat(ctx(), { user: requireRegistered(request), chatId: request.params.id }),
  );

  app.post(
    '/chat/',
    {
      schema: {
        tags,
        summary: 'Open (or reuse) the conversation about a load or with support, with an optional first message',
        body: CreateChatBodySchema,
        response: { 200: ChatSchema, 201: ChatSchema },
      },
      preValidation: registeredOnly,
    },
    async (request, reply) => {
      const { chat, isNew } = await startChat(ctx(), { user: requireRegistered(request), body: request.body });
      return reply.status(isNew ? 201 : 200).send(chat);
    },
  );

  app.patch(
    '/chat/:id/',
    {
      schema: {
        tags,
        summary: 'Send a message (text and/or chat pictures); 423 user_cant_respond when the conversation is read-only',
        params: ChatIdParamsSchema,
        body: SendChatMessageBodySchema,
        response: { 200: ChatSchema },
      },
      preValidation: registeredOnly,
      // Writes a message and its notices, nothing of an account: the sender's next message needs no key check
      // (decision 029).
      config: { leavesSessionsAlone: true },
    },
    async (request) => {
      const user = requireRegistered(request);
      return sendChatMessageAnswering(ctx(), { user, chatId: request.params.id, body: request.body }, ({ chat }) =>
        viewChat(app.db, { chat, reader: user }),
      );
    },
  );
};
