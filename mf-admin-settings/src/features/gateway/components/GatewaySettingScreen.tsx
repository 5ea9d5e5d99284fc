import { Formik } from 'formik';
import * as yup from 'yup';
import Card from 'react-bootstrap/Card';
import { SelectField, SubmitButton } from '@earrival/shared/form';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { type PaymentGateway } from '@earrival/shared/types';
import { ConfirmModal, Page } from '@earrival/shared/ui';
import { QueryState } from '../../../components/QueryState';
import { SettingsForm } from '../../../components/SettingsForm';
import { useConfirm } from '../../../components/useConfirm';
import { useActivateGateway, useGateways } from '../hooks/useGateways';

export const GATEWAY_REQUIRED = 'Please select gateway.';
const schema = yup.object({ gatewayId: yup.string().required(GATEWAY_REQUIRED) });

/** The question before a switch names the gateway chosen. */
export const switchQuestion = (chosen: PaymentGateway): string =>
  `Switch payments to ${chosen.gateway_name}?`;

/** What the switch affects: every customer payment from now on, and the gateway it replaces. */
export const switchDetail = (chosen: PaymentGateway, active: PaymentGateway | undefined): string =>
  active?.id === chosen.id
    ? `${chosen.gateway_name} is already the active gateway: nothing changes for customers.`
    : `Every customer payment from now on goes through ${chosen.gateway_name}${
        active ? ` instead of ${active.gateway_name}` : ''
      }. Only one gateway is active at a time.`;

/**
 * Change Gateway: one dropdown pre-selecting the active gateway and an 'Active Gateway' button.
 * Only one gateway is active at a time; choosing another asks "Switch payments to <gateway>?" first, and
 * only the confirmation makes it the active one (Cancel puts the dropdown back on the active gateway).
 */
export function GatewaySettingScreen({ route }: AdminScreenProps) {
  const gateways = useGateways();
  const activate = useActivateGateway();
  const active = gateways.data?.find((gateway) => gateway.is_active === '1');
  const switching = useConfirm((gateway: PaymentGateway) => activate.mutateAsync(gateway.id), switchQuestion);
  const chosen = switching.subject;

  return (
    <Page title={route.title}>
      <Card className="settings-card settings-card-narrow">
        <Card.Body>
          <QueryState query={gateways} loading="Loading the gateways…" className="mb-0" />
          {gateways.data && (
            <Formik
              // Re-read after a switch: the form follows the gateway the server now says is active.
              enableReinitialize
              initialValues={{ gatewayId: active ? String(active.id) : '' }}
              validationSchema={schema}
              onSubmit={({ gatewayId }, { setSubmitting }) => {
                // The submit only asks; the dialog's buttons show the switch in progress.
                setSubmitting(false);
                const gateway = gateways.data.find((g) => String(g.id) === gatewayId);
                if (gateway) switching.ask(gateway);
              }}
            >
              {({ resetForm }) => (
                <SettingsForm label="Change gateway">
                  <SelectField
                    name="gatewayId"
                    id="gateway"
                    label="Payment Gateway"
                    placeholder="Select gateway"
                    groupClassName="mb-1"
                    options={gateways.data.map((gateway) => ({
                      value: String(gateway.id),
                      label:
                        gateway.is_active === '1' ? `${gateway.gateway_name} (active)` : gateway.gateway_name,
                    }))}
                  />
                  <p className="small text-muted mb-3" data-testid="active-gateway">
                    {active ? `Active now: ${active.gateway_name}` : 'No gateway is active.'}
                  </p>
                  <SubmitButton>Active Gateway</SubmitButton>
                  <ConfirmModal
                    {...switching.modal}
                    detail={chosen && <p className="m-0">{switchDetail(chosen, active)}</p>}
                    yesLabel={chosen ? `Switch to ${chosen.gateway_name}` : 'Switch'}
                    noLabel="Cancel"
                    busy={activate.isPending}
                    onNo={() => {
                      switching.modal.onNo();
                      // Nothing was switched: the dropdown shows the active gateway again.
                      resetForm();
                    }}
                  />
                </SettingsForm>
              )}
            </Formik>
          )}
        </Card.Body>
      </Card>
    </Page>
  );
}
