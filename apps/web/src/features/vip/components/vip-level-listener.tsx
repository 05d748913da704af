import { playerChannel, VIP_LEVEL_NAMES } from '@casino/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { i18n } from '../../../i18n/index.ts';
import { subscribe } from '../../../lib/realtime-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useViewer } from '../../auth/index.ts';

/**
 * `interface_actions#{globalId}` (SPEC §7): a VIP level-up refreshes the viewer (level, progress, VIP
 * status) and is announced. Loaded after the first screen, for signed-in players only.
 */
export function VipLevelListener() {
  const client = useQueryClient();
  const { viewer } = useViewer();
  const globalId = viewer?.globalId ?? null;
  useEffect(() => {
    if (!globalId) return;
    return subscribe(playerChannel('interface_actions', globalId), (payload) => {
      const event = payload as { type?: unknown; level?: unknown } | null;
      if (event?.type !== 'vip_level' || typeof event.level !== 'number') return;
      void client.invalidateQueries({ queryKey: ['me'] });
      const name = VIP_LEVEL_NAMES[event.level];
      if (!name) return;
      void i18n.loadNamespaces(['vip']).then(() => {
        const t = i18n.getFixedT(null, 'vip');
        toast.success(t('levelUp.title', { level: t(`levels.${name}`) }), { description: t('levelUp.text') });
      });
    });
  }, [globalId, client]);
  return null;
}
