import type { AdminChatRoom } from '@pazaryeri/contract/chat/index';

type Member = AdminChatRoom['members'][number];

export const memberRoles: Record<Member['role'], string> = { buyer: 'Alıcı', seller: 'Satıcı', freelancer: 'Serbest çalışan' };

/** "Demir Endüstriyel (Mehmet Demir)" for a store's side, the person's name otherwise. */
export function memberLabel(member: Member): string {
  return member.storeName ? `${member.storeName} (${member.name})` : member.name;
}
