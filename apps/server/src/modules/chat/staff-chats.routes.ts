import {
  ChatIdParamsSchema,
  MassMessageBodySchema,
  MassMessageResultSchema,
  SendChatMessageBodySchema,
  StaffChatPageSchema,
  StaffChatSchema,
  StaffChatsQuerySchema,
} from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../platform/auth/guards';
import { chatContext } from './chat-context';
import { sendChatMessage } from './chat-send.service';
import { listChatsForStaff, readChatAsStaff, sendMassMessage, setChatOpen } from './staff-chats.service';

const tags = ['staff'];

/** Checked before the query and body are, so a non-staff caller learns nothing from validation errors. */
const staffOnly = async (request: FastifyRequest) => {
  requireStaff(request);
};

/** Staff's side of chat (spec 1 and 6: support chat, staff may read chats): the inbox, replies, closing, mass messages. */
export const staffChatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => chatContext(app);

  app.get(
    '/admin/chats/',
    {
      schema: {
        tags,
        summary: 'Conversations of a kind (the support inbox by default), newest first, with what staff have not read',
        querystring: StaffChatsQuerySchema,
        response: { 200: StaffChatPageSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => listChatsForStaff(ctx(), { staff: requireStaff(request), query: request.query }),
  );

  app.get(
    '/admin/chats/:id/',
    {
      schema: {
        tags,
        summary: 'Any conversation with the originals of masked messages; users’ read marks stay as they are',
        params: ChatIdParamsSchema,
        response: { 200: StaffChatSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => readChatAsStaff(ctx(), { staff: requireStaff(request), chatId: request.params.id }),
  );

  app.patch(
    '/admin/chats/:id/',
    {
      schema: {
        tags,
        summary: 'Reply as support (also into a closed conversation); the staff member joins it',
        params: ChatIdParamsSchema,
        body: SendChatMessageBodySchema,
        response: { 200: StaffChatSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => {
      const staff = requireStaff(request);
      await sendChatMessage(ctx(), { user: staff, chatId: request.params.id, body: request.body });
      return readChatAsStaff(ctx(), { staff, chatId: request.params.id });
    },
  );

  for (const [action, isOpen] of [
    ['close', false],
    ['reopen', true],
  ] as const) {
    app.put(
      `/admin/chats/:id/${action}/`,
      {
        schema: {
          tags,
          summary: isOpen
            ? 'Let the users answer again'
            : 'Make the conversation read-only: users get 423 user_cant_respond',
          params: ChatIdParamsSchema,
          response: { 200: StaffChatSchema },
        },
        preValidation: staffOnly,
      },
      async (request) => setChatOpen(ctx(), { staff: requireStaff(request), chatId: request.params.id, isOpen }),
    );
  }

  app.post(
    '/admin/mass_messages/',
    {
      schema: {
        tags,
        summary: 'Send a read-only message to a group: one conversation per recipient',
        body: MassMessageBodySchema,
        response: { 201: MassMessageResultSchema },
      },
      preValidation: staffOnly,
    },
    async (request, reply) =>
      reply.status(201).send(await sendMassMessage(ctx(), { staff: requireStaff(request), body: request.body })),
  );
};
