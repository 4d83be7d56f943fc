import { chatMembers, chatMessages, chats } from '../db/schema';
import type { Database } from '../platform/db/database';
import type { DemoAccounts } from './demo-accounts';
import type { SeededLoad } from './demo-loads';
import type { SeededRandom } from './seeded-random';

const MINUTE_MS = 60_000;

type Line = readonly ['driver' | 'shipper', string];

/** Talk about the job, never contact details or rates: what the chat rules ask of users (spec 1). */
const HAUL_THREADS: readonly (readonly Line[])[] = [
  [
    ['driver', 'Hi, I can be at your yard for 8 on the ready day. Is there a loader or a ramp there?'],
    ['shipper', 'We have a loader tractor on site. Give us a shout through here when you are an hour out.'],
    ['driver', 'Will do. Chains and straps on board.'],
  ],
  [
    ['driver', 'Does it have to go on a weekday, or is Saturday fine for pickup?'],
    ['shipper', 'Saturday works, someone is home all day.'],
  ],
  [
    ['shipper', 'Thanks for taking this one. The header comes off and rides on its own cart.'],
    ['driver', 'Good to know, I will bring the longer deck.'],
    ['driver', 'Photos at pickup and delivery as usual.'],
  ],
  [
    ['driver', 'Any height issues on the way out of the yard? Power lines, low gate?'],
    ['shipper', 'Lines are high on the east approach. Use that one, not the one by the bins.'],
  ],
];

const SUPPORT_QUESTION = [
  'Hello, how long after delivery does the driver get paid? Our hauler asked.',
  'Within 7 days of delivery, by direct deposit, once the driver enters your delivery code. Anything else we can help with?',
] as const;

/**
 * Conversations a demo user opens to: one per load a driver holds (the driver and the shipper sorting out the
 * pickup, some of it unread by the shipper), and the farmer's support question answered by staff.
 */
export const createDemoChats = async (
  db: Database,
  {
    now,
    random,
    accounts,
    demoLoads,
  }: { now: Date; random: SeededRandom; accounts: DemoAccounts; demoLoads: SeededLoad[] },
): Promise<{ conversations: number; messages: number }> => {
  let conversations = 0;
  let messages = 0;
  for (const load of demoLoads) {
    if (!load.driver || !load.acceptedAt) continue;
    const thread = random.pick(HAUL_THREADS);
    const userOf = (side: Line[0]) => (side === 'driver' ? load.driver?.userId : load.shipperId) ?? load.shipperId;
    // Replies a few minutes apart, some inside the 5-minute window so they show merged, all before now.
    const span = Math.min(now.getTime() - load.acceptedAt.getTime(), 6 * 60 * MINUTE_MS);
    let at = load.acceptedAt.getTime() + span * random.between(0.05, 0.3);
    const sent = thread.map(([side, body]) => {
      at += random.int(2, 40) * MINUTE_MS;
      return { authorUserId: userOf(side), body, createdAt: new Date(Math.min(at, now.getTime() - MINUTE_MS)) };
    });
    const last = sent[sent.length - 1]?.createdAt ?? now;
    const [chat] = await db
      .insert(chats)
      .values({
        kind: 'haul',
        haulId: load.haulId,
        subjectUserId: load.driver.userId,
        lastMessageAt: last,
        createdAt: sent[0]?.createdAt ?? now,
      })
      .returning({ id: chats.id });
    if (!chat) continue;
    await db.insert(chatMessages).values(sent.map((message) => ({ ...message, chatId: chat.id })));
    const shipperRead = random.chance(0.5) ? last : (sent[0]?.createdAt ?? null);
    await db.insert(chatMembers).values([
      { chatId: chat.id, userId: load.driver.userId, lastReadAt: last },
      { chatId: chat.id, userId: load.shipperId, lastReadAt: shipperRead },
    ]);
    conversations += 1;
    messages += sent.length;
  }

  const farmer = accounts.shippers.find((shipper) => shipper.login === 'farmer');
  if (farmer) {
    const asked = new Date(now.getTime() - 26 * 60 * MINUTE_MS);
    const answered = new Date(asked.getTime() + 35 * MINUTE_MS);
    const [support] = await db
      .insert(chats)
      // Opened when the question was asked, so the team's welcome (dated at the opening) comes first.
      .values({
        kind: 'support',
        subjectUserId: farmer.userId,
        lastMessageAt: answered,
        staffReadAt: answered,
        createdAt: asked,
      })
      .returning({ id: chats.id });
    if (support) {
      await db.insert(chatMessages).values([
        { chatId: support.id, authorUserId: farmer.userId, body: SUPPORT_QUESTION[0], createdAt: asked },
        { chatId: support.id, authorUserId: accounts.staffId, body: SUPPORT_QUESTION[1], createdAt: answered },
      ]);
      await db.insert(chatMembers).values([
        { chatId: support.id, userId: farmer.userId, lastReadAt: asked },
        { chatId: support.id, userId: accounts.staffId, lastReadAt: answered },
      ]);
      conversations += 1;
      messages += 2;
    }
  }
  return { conversations, messages };
};
