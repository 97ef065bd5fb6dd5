export declare const DEFAULT_CHROMIUM_PATH: string;
export declare const chromiumLaunchArgs: string[];
export declare function findChromium(): string;
