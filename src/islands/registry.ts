// Every island's module, by the name its mount point gives <Island name>: the build emits each as
// a chunk of its own and tells the islands loader its URL (src/integrations/island-modules.ts).
// The name is also the island's entry in budgets.json.
export const ISLAND_MODULES = {
  AccountIsland: 'src/islands/Account/AccountIsland.tsx',
  ChatRooms: 'src/islands/ChatRoom/ChatRooms.tsx',
  DeliveryContracts: 'src/islands/DeliveryContracts/DeliveryContracts.tsx',
  FooterFiatPicker: 'src/islands/FiatPicker/FooterFiatPicker.tsx',
  MarketSearch: 'src/islands/MarketSearch/MarketSearch.tsx',
  MessagePanel: 'src/islands/MessagePanel/MessagePanel.tsx',
  PayWith: 'src/islands/PayWith/PayWith.tsx',
  Settings: 'src/islands/Settings/Settings.tsx',
  ThemeToggle: 'src/islands/ThemeToggle/ThemeToggle.tsx',
  TradeMarkets: 'src/islands/TradeMarkets/TradeMarkets.tsx',
} as const;

export type IslandName = keyof typeof ISLAND_MODULES;

/** React and hydrateRoot, loaded with the first island: a module of its own (src/directives/hydrate.ts). */
export const HYDRATE_MODULE = 'src/directives/hydrate.ts';
