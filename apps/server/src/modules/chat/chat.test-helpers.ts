import { type Chat, ChatSchema, type KeyResponse, PictureListSchema, RealtimeEventSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { REALTIME_CHANNEL, type RealtimeEnvelope } from '../../platform/realtime/publish';
import { auth } from '../../testing/accounts';
import { makeDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';
import { makePhoto, multipartBody } from '../pictures/testing';

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE';

export const caller = (app: FastifyInstance) => (method: Method, url: string, key?: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: key ? auth(key) : {}, ...(payload && { payload }) });

/** A posted load, a driver who accepted it, and the conversation the driver opened with `message`. */
export const makeHaulChat = async (app: FastifyInstance, message = 'Hello, I can take it Tuesday.') => {
  const call = caller(app);
  const { shipper, haul } = await makePostedHaul(app);
  const driver = await makeDriver(app);
  const accepted = await call('PUT', `/haul/${haul.id}/accept/`, driver.key);
  if (accepted.statusCode !== 200) throw new Error(`accept failed: ${accepted.body}`);
  const opened = await call('POST', '/chat/', driver.key, { haul_id: haul.id, message });
  if (opened.statusCode !== 201) throw new Error(`opening the chat failed: ${opened.body}`);
  return { shipper, driver, haul, chat: ChatSchema.parse(opened.json()) };
};

export const send = async (
  app: FastifyInstance,
  { key, chatId, body }: { key: string; chatId: string; body: object },
) => {
  const response = await caller(app)('PATCH', `/chat/${chatId}/`, key, body);
  if (response.statusCode !== 200) throw new Error(`send failed: ${response.body}`);
  return ChatSchema.parse(response.json());
};

export const openChat = async (
  app: FastifyInstance,
  { key, chatId }: { key: string; chatId: string },
): Promise<Chat> => {
  const response = await caller(app)('GET', `/chat/${chatId}/`, key);
  if (response.statusCode !== 200) throw new Error(`open failed: ${response.body}`);
  return ChatSchema.parse(response.json());
};

export const messageCount = async (app: FastifyInstance, key: string): Promise<number> =>
  (await caller(app)('GET', '/view_times/', key)).json()[0].message_count;

export const uploadChatPicture = async (app: FastifyInstance, user: KeyResponse, purpose = 'chat') => {
  const bytes = await makePhoto({ widthPx: 64, heightPx: 48 });
  const { payload, headers } = await multipartBody({
    files: [{ field: 'image_0', bytes, type: 'image/jpeg', filename: 'a.jpg' }],
    model: { purpose },
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/picture/',
    payload,
    headers: { ...headers, ...auth(user.key) },
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  const [picture] = PictureListSchema.parse(response.json());
  if (!picture) throw new Error('no picture');
  return picture;
};

/** Every realtime envelope published from now on, as the socket hub would receive them. */
export const recordRealtime = async (app: FastifyInstance) => {
  const envelopes: RealtimeEnvelope[] = [];
  const stop = await app.database.listen(REALTIME_CHANNEL, (payload) => envelopes.push(JSON.parse(payload)));
  return {
    envelopes,
    stop,
    /** The events addressed to `userId`, once the notifications have arrived. */
    to: async (userId: string) => {
      await new Promise((resolve) => setTimeout(resolve, 50));
      return envelopes
        .filter((envelope) => envelope.to.includes(userId))
        .map((envelope) => RealtimeEventSchema.parse(envelope.event));
    },
  };
};
