import { readdirSync, readFileSync, readlinkSync } from "node:fs";

/**
 * Processes and listening TCP sockets as Linux's /proc shows them, for `npm run check:stack`:
 * which addresses a process tree listens on, and whether anything of it outlived its launcher.
 */
export interface Proc {
  pid: number;
  ppid: number;
  /** Clock ticks after boot: with the pid, names one process even if the pid is reused later. */
  started: number;
  zombie: boolean;
  command: string;
}

export interface Listener {
  address: string;
  port: number;
  inode: string;
}

function read(path: string): string | undefined {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return undefined; // the process ended meanwhile
  }
}

export function proc(pid: number): Proc | undefined {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name in parentheses may hold spaces and parentheses: the fields follow the last ")".
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const command = (read(`/proc/${pid}/cmdline`) ?? "").split("\0").join(" ").trim();
  return { pid, ppid: Number(fields[1]), started: Number(fields[19]), zombie: fields[0] === "Z", command };
}

/**
 * The CPU time a process has used so far, user and system, in seconds (for `npm run load`'s CPU per
 * process); undefined once it has ended.
 */
export function cpuSeconds(pid: number): number | undefined {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s on Linux.
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Every process of the machine. */
export function allProcesses(): Proc[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .map((name) => proc(Number(name)))
    .filter((found): found is Proc => Boolean(found));
}

/** Whether that very process still runs (a zombie holds nothing and waits only to be reaped). */
export function alive(process: Proc): boolean {
  const now = proc(process.pid);
  return Boolean(now && !now.zombie && now.started === process.started);
}

/** `root` and every process below it. */
export function processTree(root: number): Proc[] {
  const all = allProcesses();
  const tree = all.filter((found) => found.pid === root);
  for (let i = 0; i < tree.length; i++) tree.push(...all.filter((found) => found.ppid === tree[i]!.pid));
  return tree;
}

/** /proc/net/tcp writes an address as 32-bit words in host (little-endian) byte order. */
function address(hex: string): string {
  const bytes = (hex.match(/.{8}/g) ?? []).flatMap((word) => [...Buffer.from(word, "hex").reverse()]);
  if (bytes.length === 4) return bytes.join(".");
  // An IPv4-mapped IPv6 socket (Java's, for one) listens on that IPv4 address alone.
  const mapped = bytes.slice(0, 10).every((byte) => byte === 0) && bytes[10] === 0xff && bytes[11] === 0xff;
  if (mapped) return bytes.slice(12).join(".");
  const groups = Array.from({ length: 8 }, (_, i) => ((bytes[2 * i]! << 8) | bytes[2 * i + 1]!).toString(16));
  const text = groups.join(":");
  return text === "0:0:0:0:0:0:0:0" ? "::" : text === "0:0:0:0:0:0:0:1" ? "::1" : text;
}

/** Every listening TCP socket of the machine, IPv4 and IPv6. */
export function listeners(): Listener[] {
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((file) =>
    (read(file) ?? "")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === "0A") // TCP_LISTEN
      .map((fields) => {
        const [host, port] = fields[1]!.split(":");
        return { address: address(host!), port: parseInt(port!, 16), inode: fields[9]! };
      }),
  );
}

/** The socket inodes a process holds open. */
export function socketInodes(pid: number): Set<string> {
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    return inodes;
  }
  for (const fd of fds) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      /* closed meanwhile */
    }
  }
  return inodes;
}
