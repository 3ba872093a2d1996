import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ nextauth: string[] }> };

// The options are built per request on first use (see authOptions), not when the module loads.
const handler = (request: Request, context: Context) => NextAuth(authOptions())(request, context);

export { handler as GET, handler as POST };
