// The sandbox's messages on both engines: conversations, the 24 h window's start, statuses that move
// once, and the lead names beside the numbers.

import { describeEachEngine } from '@funil/testkit/server/test-databases';
import { expect, it } from 'vitest';
import type { SandboxWhatsAppMessage } from '../providers/whatsapp/sandbox-provider.ts';
import { createSandboxLeadNames, createSandboxWhatsAppRepository } from './sandbox-whatsapp-repository.ts';

const ANA = '5511987654321';
const BRUNO = '5521912345678';

const message = (
  id: string,
  phone: string,
  createdAt: string,
  direction: 'outbound' | 'inbound' = 'outbound',
): SandboxWhatsAppMessage => ({
  id,
  phone,
  direction,
  body: `corpo ${id}`,
  templateName: null,
  status: direction === 'inbound' ? 'received' : 'sent',
  createdAt,
  updatedAt: createdAt,
});

describeEachEngine('sandbox WhatsApp repository', (database) => {
  it('lists the newest message of each number, and one conversation oldest first', async () => {
    const store = createSandboxWhatsAppRepository(database().db);
    await store.insertMessage(message('a1', ANA, '2025-04-01T12:00:00.000Z'));
    await store.insertMessage(message('b1', BRUNO, '2025-04-01T12:01:00.000Z'));
    await store.insertMessage(message('a2', ANA, '2025-04-01T12:02:00.000Z', 'inbound'));
    expect((await store.latestPerPhone(10)).map((m) => m.id)).toEqual(['a2', 'b1']);
    expect((await store.latestPerPhone(1)).map((m) => m.id)).toEqual(['a2']);
    expect((await store.conversation(ANA, 10)).map((m) => m.id)).toEqual(['a1', 'a2']);
    expect((await store.conversation(ANA, 1)).map((m) => m.id)).toEqual(['a2']);
    expect(await store.lastInboundAt(ANA)).toBe('2025-04-01T12:02:00.000Z');
    expect(await store.lastInboundAt(BRUNO)).toBeUndefined();
  });

  it('reads beside each message the text the sender logged for it', async () => {
    const { db } = database();
    const store = createSandboxWhatsAppRepository(db);
    await store.insertMessage({
      ...message('wamid.T', ANA, '2025-04-01T12:00:00.000Z'),
      templateName: 'modelo',
      body: '["Ana"]',
    });
    await store.insertMessage(message('wamid.U', ANA, '2025-04-01T12:01:00.000Z'));
    await db
      .insertInto('whatsapp_messages')
      .values({
        id: 'log-1',
        phone: ANA,
        direction: 'outbound',
        body: 'Oi, Ana! Seu PIX ainda está aberto.',
        template_name: 'modelo',
        status: 'sent',
        provider_message_id: 'wamid.T',
        created_at: '2025-04-01T12:00:00.000Z',
        updated_at: '2025-04-01T12:00:00.000Z',
      })
      .execute();
    const [logged, unlogged] = await store.conversation(ANA, 10);
    expect(logged).toMatchObject({ id: 'wamid.T', loggedText: 'Oi, Ana! Seu PIX ainda está aberto.' });
    expect(unlogged).not.toHaveProperty('loggedText');
    expect((await store.latestPerPhone(10))[0]).not.toHaveProperty('loggedText');
  });

  it('moves an outbound status once, and never an inbound one', async () => {
    const store = createSandboxWhatsAppRepository(database().db);
    await store.insertMessage(message('a1', ANA, '2025-04-01T12:00:00.000Z'));
    await store.insertMessage(message('a2', ANA, '2025-04-01T12:01:00.000Z', 'inbound'));
    const at = '2025-04-01T12:05:00.000Z';
    expect(await store.moveStatus('a1', ['sent'], 'delivered', at)).toBe(true);
    expect(await store.moveStatus('a1', ['sent'], 'delivered', at)).toBe(false);
    expect(await store.moveStatus('a2', ['received'], 'read', at)).toBe(false);
    expect(await store.findMessage('a1')).toMatchObject({ status: 'delivered', updatedAt: at });
  });

  it('names the newest lead of a number that is not anonymized', async () => {
    const { db } = database();
    const lead = (id: string, name: string, phone: string, createdAt: string, anonymized = false) => ({
      id,
      name,
      phone,
      created_at: createdAt,
      updated_at: createdAt,
      anonymized_at: anonymized ? createdAt : null,
    });
    await db
      .insertInto('leads')
      .values([
        lead('l1', 'Ana Antiga', ANA, '2025-04-01T10:00:00.000Z'),
        lead('l2', 'Ana Souza', ANA, '2025-04-01T11:00:00.000Z'),
        lead('l3', 'Removido', BRUNO, '2025-04-01T11:00:00.000Z', true),
      ])
      .execute();
    const names = await createSandboxLeadNames(db)([ANA, BRUNO, '5531999999999']);
    expect([...names]).toEqual([[ANA, 'Ana Souza']]);
  });
});
