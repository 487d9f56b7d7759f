// Every action of engine/api's table and the handler that answers it. The type makes a missing
// action a compile error; tests/gateway/contract.test.ts checks the same at run time.
import type { RouteTable } from '../context/action-context';
import { accountRoutes } from './account';
import { agentRoutes } from './agent';
import { authRoutes } from './auth';
import { catalogueRoutes } from './catalogue';
import { chatRoutes } from './chat';
import { contentRoutes } from './content';
import { depositRoutes } from './deposit';
import { favouritesRoutes } from './favourites';
import { lotteryRoutes } from './lottery';
import { pointsRoutes } from './points';
import { promotionsRoutes } from './promotions';
import { rebateRoutes } from './rebate';
import { recordsRoutes } from './records';
import { rewardsRoutes } from './rewards';
import { rgRoutes } from './rg';
import { securityRoutes } from './security';
import { systemRoutes } from './system';
import { walletRoutes } from './wallet';
import { withdrawalRoutes } from './withdrawal';

export const ROUTES: RouteTable = {
  ...authRoutes,
  ...accountRoutes,
  ...systemRoutes,
  ...contentRoutes,
  ...catalogueRoutes,
  ...favouritesRoutes,
  ...walletRoutes,
  ...depositRoutes,
  ...withdrawalRoutes,
  ...recordsRoutes,
  ...rebateRoutes,
  ...securityRoutes,
  ...promotionsRoutes,
  ...pointsRoutes,
  ...agentRoutes,
  ...lotteryRoutes,
  ...chatRoutes,
  ...rewardsRoutes,
  ...rgRoutes,
};
