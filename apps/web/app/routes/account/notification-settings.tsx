import { NotificationKind, type NotificationSetting, notificationChannels } from '@bazar/contracts';
import { Form, useNavigation } from 'react-router';
import { FormAlert } from '../../components/form';
import { PageHeading } from '../../components/page-heading';
import { translator, useT } from '../../lib/i18n';
import { webOf } from '../../lib/load-context';
import { pageUrl } from '../../lib/page-url';
import { langParam, staticPageMeta } from '../../lib/route-meta';
import { redirectWithToast } from '../../lib/toast.server';
import type { Route } from './+types/notification-settings';

export const meta = staticPageMeta('notifications.settingsTitle');

export async function loader({ context }: Route.LoaderArgs) {
  return { settings: await webOf(context).api.notifications.settings({}) };
}

/** Each listed kind with its three boxes; a box left unticked is a channel turned off. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await request.formData();
  const items: NotificationSetting[] = form.getAll('kind').flatMap((value) => {
    const kind = NotificationKind.safeParse(value);
    if (!kind.success) return [];
    const on = (channel: string) => form.get(`${kind.data}.${channel}`) === 'on';
    return [{ kind: kind.data, site: on('site'), sms: on('sms'), email: on('email') }];
  });
  const saved = await webOf(context).api.notifications.saveSettings({ body: { items } });
  if (!saved.ok) return { error: saved.problem.detail };
  const t = translator(langParam(params.lang));
  return redirectWithToast(pageUrl(request).pathname, { kind: 'success', message: t('account.saved') });
}

/** `{lang}/user/profile/notification-settings`: which events reach the member, and by which channel. */
export default function NotificationSettings({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const saving = useNavigation().state === 'submitting';
  return (
    <>
      <PageHeading>{t('notifications.settingsTitle')}</PageHeading>
      <p className="-mt-2 mb-6 text-muted">{t('notifications.settingsIntro')}</p>
      <Form method="post" className="space-y-6">
        {actionData?.error && <FormAlert>{actionData.error}</FormAlert>}
        <div className="overflow-x-auto rounded-card border border-line">
          <table className="w-full text-sm">
            <thead className="bg-surface text-left">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t('notifications.event')}
                </th>
                {notificationChannels.map((channel) => (
                  <th key={channel} scope="col" className="px-3 py-3 text-center font-semibold">
                    {t(`notifications.channel.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {loaderData.settings.items.map((setting) => (
                <tr
                  key={setting.kind}
                  className="border-t border-line"
                  data-testid={`setting-${setting.kind}`}
                >
                  <th scope="row" className="px-4 py-3 text-left font-normal">
                    <input type="hidden" name="kind" value={setting.kind} />
                    {t(`notificationKind.${setting.kind}`)}
                  </th>
                  {notificationChannels.map((channel) => (
                    <td key={channel} className="px-3 py-3 text-center">
                      <input
                        type="checkbox"
                        name={`${setting.kind}.${channel}`}
                        defaultChecked={setting[channel]}
                        aria-label={`${t(`notificationKind.${setting.kind}`)}: ${t(`notifications.channel.${channel}`)}`}
                        className="size-5 accent-accent"
                      />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <button
          type="submit"
          disabled={saving}
          className="rounded-lg bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-hover disabled:opacity-60"
        >
          {t('notifications.save')}
        </button>
      </Form>
    </>
  );
}
