export { EmbeddedExchangeRates } from './embedded-exchange-rates';
export type { ExchangeRateService } from './exchange-rate-service';
export { exchangeRateServiceFor } from './exchange-rate-service-for';
export { exchangeRatesRoutes } from './exchange-rates.routes';
