/** The part of autocannon 8 (no types of its own) that bench/visit-counting.ts uses. */
declare module "autocannon" {
  namespace autocannon {
    type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
    type Request = RequestParams & { setupRequest?: (request: RequestParams) => RequestParams };
    type Options = {
      url: string;
      connections?: number;
      duration?: number;
      overallRate?: number;
      requests?: Request[];
    };
    type Result = { requests: { average: number; total: number }; non2xx: number; errors: number; timeouts: number };
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
