import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentGateway } from './payment-gateway.port';
import { paymentsRoutes } from './payments.routes';
import { createRazorpayGateway } from './razorpay.adapter';
import { createSandboxGateway, type SandboxGateway } from './sandbox.adapter';
import { createSandboxLedger } from './sandbox-ledger';
import { watchAdapter, type AdapterErrorSink } from '../../shared/adapter-errors';
import { systemClock, type Clock } from '../../shared/clock';
import { sandboxRoutes } from './sandbox.routes';

export type {
  PaymentGateway,
  GatewayOrder,
  GatewayRefund,
  RefundRequest,
  WebhookReading,
  PaidWebhookEvent,
  GatewayPayment,
} from './payment-gateway.port';
export { GatewayRefusedError } from './payment-gateway.port';
export { createSandboxGateway, type SandboxGateway } from './sandbox.adapter';
export { createSandboxLedger, SANDBOX_UPI_IDS, SANDBOX_UPI_FAILED } from './sandbox-ledger';
export { checkoutSignature } from './gateway-signature';
export { SANDBOX_LINK_TEXTS } from './sandbox-payment-link';

/**
 * The card gateway (docs/rules/third-parties.md#ports): which one (PAYMENT_PROVIDER), its public key route and, for the
 * sandbox, its checkout script and card endpoint. Orders are made by the orders module through `gateway`.
 */
export interface PaymentsModule {
  gateway: PaymentGateway;
  routes: FastifyPluginAsync;
  /** Sandbox gateway endpoints; registered only outside production. */
  devRoutes: FastifyPluginAsync;
}

/** `gateway` replaces the configured one (tests); production builds it from config. */
export function createPaymentsModule(deps: {
  db: Db;
  config: Config;
  gateway?: PaymentGateway;
  clock?: Clock;
  /** Told each failed call of the real gateway (adapter_errors_total, docs/decisions/116-metrics.md). */
  onAdapterError?: AdapterErrorSink | undefined;
}): PaymentsModule {
  const { config } = deps;
  const clock = deps.clock ?? systemClock;
  const upiApproveMs = config.SANDBOX_UPI_APPROVE_SECONDS * 1000;
  const gateway =
    deps.gateway ??
    (config.PAYMENT_PROVIDER === 'razorpay'
      ? watchAdapter(
          'payments',
          createRazorpayGateway({
            keyId: required(config.RAZORPAY_KEY_ID),
            keySecret: required(config.RAZORPAY_KEY_SECRET),
            webhookSecret: required(config.RAZORPAY_WEBHOOK_SECRET),
            apiUrl: config.RAZORPAY_API_URL,
            timeoutMs: config.RAZORPAY_TIMEOUT_MS,
          }),
          deps.onAdapterError,
        )
      : createSandboxGateway(
          { keyId: config.SANDBOX_KEY_ID, keySecret: config.SANDBOX_KEY_SECRET },
          createSandboxLedger({ clock, upiApproveMs }),
          config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
        ));
  // A test's own sandbox gateway brings its payments; any other gateway leaves the sandbox routes a ledger of theirs.
  const ledger = isSandbox(gateway) ? gateway.ledger : createSandboxLedger({ clock, upiApproveMs });
  return {
    gateway,
    routes: paymentsRoutes({ gateway }),
    devRoutes:
      config.PAYMENT_PROVIDER === 'sandbox'
        ? sandboxRoutes({ db: deps.db, keySecret: config.SANDBOX_KEY_SECRET, ledger, clock })
        : async () => undefined,
  };
}

// config.ts's superRefine already refuses razorpay without its keys; this keeps the types honest.
function required(value: string | undefined): string {
  if (!value)
    throw new Error('PAYMENT_PROVIDER=razorpay needs RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET');
  return value;
}

function isSandbox(gateway: PaymentGateway): gateway is SandboxGateway {
  return 'ledger' in gateway;
}
