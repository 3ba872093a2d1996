import { describe, expect, it } from "vitest";
import { isBlockedAddress } from "./address-policy";
import { vetTarget } from "./target";

const policy = { allowedHosts: [] };

describe("isBlockedAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "0.0.0.0",
    "10.0.0.1",
    "172.16.5.4",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "100.127.255.255",
    "192.0.0.8",
    "192.0.2.1",
    "198.18.0.1",
    "198.19.255.255",
    "198.51.100.7",
    "203.0.113.9",
    "224.0.0.1",
    "239.255.255.250",
    "240.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:8.8.8.8",
    "::127.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b:1::1",
    "2002:7f00:1::",
    "2001::1",
    "2001:db8::1",
    "fc00::1",
    "fd00:ec2::254",
    "fe80::1",
    "fe80::1%eth0",
    "fec0::1",
    "ff02::1",
    "100::1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isBlockedAddress(address)).toBe(true);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "172.32.0.1",
    "100.128.0.1",
    "2606:4700:4700::1111",
    "2001:4860:4860::8888",
  ])("allows the public address %s", (address) => {
    expect(isBlockedAddress(address)).toBe(false);
  });
});

describe("vetTarget", () => {
  it.each([
    "http://127.0.0.1/",
    "http://2130706433/",
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "http://0x7f000001/",
    "http://127.1/",
    "http://10.1/",
    "http://%31%32%37.0.0.1/",
    "http://127.0.0.1./",
    "http://[::1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[::ffff:7f00:1]/",
    "http://[0:0:0:0:0:ffff:7f00:1]/",
    "http://169.254.169.254/latest/meta-data/",
    "http://[fd00:ec2::254]/",
    "http://0.0.0.0:3000/",
    "http://localhost/",
    "http://LOCALHOST./",
    "http://intranet/",
    "http://printer.local/",
    "http://db.internal/",
    "http://user:senha@example.com/",
    "http://user@example.com/",
    "ftp://example.com/",
    "file:///etc/passwd",
    "gopher://example.com/",
    "javascript:alert(1)",
    "not a url",
  ])("refuses %s", (url) => {
    expect(() => vetTarget(url, policy)).toThrow(expect.objectContaining({ kind: "forbidden" }));
  });

  it("lets public names through (their addresses are checked at connect time) and honours exact exemptions", () => {
    expect(vetTarget("https://example.com/a?b=1", policy).href).toBe("https://example.com/a?b=1");
    expect(vetTarget("http://127.0.0.1:4545/", { allowedHosts: ["127.0.0.1:4545"] }).port).toBe("4545");
    expect(() => vetTarget("http://127.0.0.1:4546/", { allowedHosts: ["127.0.0.1:4545"] })).toThrow();
    expect(() => vetTarget("http://127.0.0.1/", { allowedHosts: ["127.0.0.1:4545"] })).toThrow();
  });
});
