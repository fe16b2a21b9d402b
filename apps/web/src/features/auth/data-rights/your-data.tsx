import { accountDataFileName, IDENTITY_DATA_RIGHTS_MESSAGES as M } from '@vastra/domain/identity';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { useToast } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../lib/i18n';
import { useShopName } from '../../../lib/shop-config';
import { useSession } from '../../../lib/session/session-context';
import { FormAlert } from '../components/form-alert';
import { identityText, keptOnDeletionText } from '../utils/identity-text';
import { useDataRightsActions, useMarketingConsent } from './data-rights-api';
import { saveJsonFile } from './save-json-file';

/**
 * The profile's "Your data" (docs/decisions/114-data-rights.md): her consent to marketing messages, a copy of her data
 * as a file, and deleting her account, which says first what is kept and why.
 */
export function YourData() {
  const { t, tm } = useI18n();
  const consent = useMarketingConsent();
  const actions = useDataRightsActions();
  const { logout } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const shopName = useShopName();
  const [deleting, setDeleting] = useState(false);
  const [sure, setSure] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const alertId = useId();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) logout();
    },
    [logout],
  );

  const download = () =>
    actions.download.mutate(undefined, {
      onSuccess: (data) => saveJsonFile(accountDataFileName(shopName, data.exportedAt.slice(0, 10)), data),
      onError: (error) => toast.error(error.message),
    });
  // Her choice, set in the click's own handler so the box shows it at once (the mutation's pending state renders a
  // moment later, and a controlled box would meanwhile flip back); cleared once the save has answered.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const choose = (granted: boolean) => {
    setChosen(granted);
    actions.setConsent.mutate(granted, {
      onSuccess: (answer) => toast.success(identityText(tm, answer.message)),
      onError: (error) => toast.error(error.message),
      onSettled: () => setChosen(null),
    });
  };
  const openDelete = () => {
    setSure(false);
    setRefusal(null);
    setDeleting(true);
  };
  const remove = () => {
    if (!sure) {
      setRefusal(M.confirmRequired);
      return;
    }
    actions.remove.mutate(undefined, {
      onSuccess: (answer) => {
        setDeleting(false);
        toast.success(identityText(tm, answer.message));
        // Home first, signed out once this login-only page has gone (signed out here, it would send her to /login).
        leaving.current = true;
        void navigate(paths.home.getHref(), { replace: true });
      },
      onError: (error) => setRefusal(error.message),
    });
  };

  // The policy's link stands inside the sentence, wherever the language puts it.
  const [beforeLink, afterLink] = t('Read how we use your data in our {link}.').split('{link}');

  return (
    <section aria-labelledby="your-data-heading" className="mt-8">
      <h2 id="your-data-heading" className="font-display text-2xl text-ink">
        {t('Your data')}
      </h2>
      <p className="mt-2 text-sm text-muted">
        {t('Choose the messages you get, download a copy of your data or delete your account.')} {beforeLink}
        <Link to={paths.policy.getHref('privacy')} className="text-ink underline underline-offset-2">
          {t('privacy policy')}
        </Link>
        {afterLink}
      </p>
      <label className="mt-4 flex items-start gap-3 rounded-2xl border border-line bg-white/80 p-4 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-ink"
          // Her choice shows at once while it is saved; it goes back if the save fails.
          checked={chosen ?? consent.data?.granted ?? false}
          disabled={!consent.isSuccess || chosen !== null}
          onChange={(event) => choose(event.target.checked)}
        />
        <span>{consent.data?.wording ?? t('Offers and new arrivals by SMS and WhatsApp')}</span>
      </label>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button size="sm" variant="secondary" loading={actions.download.isPending} onClick={download}>
          {t('Download my data')}
        </Button>
        <Button size="sm" variant="ghost" onClick={openDelete}>
          {t('Delete my account')}
        </Button>
      </div>
      <Dialog
        open={deleting}
        onClose={() => setDeleting(false)}
        title={t('Delete your account?')}
        description={keptOnDeletionText(t)}
      >
        <label className="mt-5 flex items-start gap-3 text-sm text-ink">
          <input
            type="checkbox"
            className="mt-0.5 size-5 shrink-0 accent-ink"
            checked={sure}
            aria-describedby={alertId}
            onChange={(event) => setSure(event.target.checked)}
          />
          <span>{t('I understand that my account cannot be brought back.')}</span>
        </label>
        <div className="mt-4">
          <FormAlert id={alertId} message={refusal} />
        </div>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setDeleting(false)}>
            {t('Keep my account')}
          </Button>
          <Button loading={actions.remove.isPending} onClick={remove}>
            {t('Delete my account')}
          </Button>
        </div>
      </Dialog>
    </section>
  );
}
