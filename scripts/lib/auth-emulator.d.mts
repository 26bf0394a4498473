export declare function isAuthEmulatorUp(host: string): Promise<boolean>;

export declare function startAuthEmulator(options: {
  host?: string;
  port: number;
  hubPort: number;
  projectId: string;
  quiet?: boolean;
}): Promise<{ host: string; reused: boolean; stop: () => Promise<void> }>;
