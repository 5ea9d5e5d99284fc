import { Formik } from 'formik';
import * as yup from 'yup';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { BusyMark, SelectField, SubmitButton } from '@earrival/shared/form';
import { type AdminScreenProps } from '@earrival/shared/routes';
import { Page } from '@earrival/shared/ui';
import { SettingsForm } from '../../forms/SettingsForm';
import { useActivateGateway, useGateways } from '../hooks/useGateways';

export const GATEWAY_REQUIRED = 'Please select gateway.';
const schema = yup.object({ gatewayId: yup.string().required(GATEWAY_REQUIRED) });

/**
 * Change Gateway: one dropdown pre-selecting the active gateway and an 'Active Gateway' button.
 * Only one gateway is active at a time; choosing another and confirming makes it the active one.
 */
export function GatewaySettingScreen({ route }: AdminScreenProps) {
  const gateways = useGateways();
  const activate = useActivateGateway();
  const active = gateways.data?.find((gateway) => gateway.is_active === '1');

  return (
    <Page title={route.title}>
      <Card className="settings-card settings-card-narrow">
        <Card.Body>
          {gateways.isPending && (
            <div role="status" className="text-muted">
              <BusyMark />
              Loading the gateways…
            </div>
          )}
          {gateways.isError && (
            <div>
              <span className="me-2">{gateways.error.message}</span>
              <Button size="sm" variant="outline-secondary" onClick={() => void gateways.refetch()}>
                Retry
              </Button>
            </div>
          )}
          {gateways.data && (
            <Formik
              // Re-read after a switch: the form follows the gateway the server now says is active.
              enableReinitialize
              initialValues={{ gatewayId: active ? String(active.id) : '' }}
              validationSchema={schema}
              onSubmit={async ({ gatewayId }) => {
                await activate.mutateAsync(Number(gatewayId)).catch(() => undefined);
              }}
            >
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
              </SettingsForm>
            </Formik>
          )}
        </Card.Body>
      </Card>
    </Page>
  );
}
