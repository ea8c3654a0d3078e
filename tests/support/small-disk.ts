/**
 * A small file system of a test's own, to fill: an ext4 image loop-mounted in a temporary folder. Mounting needs
 * root and loop devices, which a container may lack; `SmallDisk.unavailable()` says at run time why it cannot be
 * had here, so a test can be ignored with that one line instead of failing.
 */
import { join } from "node:path";

async function run(...args: string[]): Promise<string> {
  // A missing command fails to spawn with its name in the message.
  const out = await new Deno.Command(args[0], { args: args.slice(1), stdout: "piped", stderr: "piped" })
    .output();
  if (!out.success) throw new Error(`${args.join(" ")}: ${new TextDecoder().decode(out.stderr).trim()}`);
  return new TextDecoder().decode(out.stdout);
}

export class SmallDisk {
  #mounted = true;

  private constructor(readonly folder: string, readonly path: string) {}

  /** Makes and mounts an ext4 file system of `bytes` (no blocks kept back for root); its root is `path`. */
  static async mount(bytes: number): Promise<SmallDisk> {
    const folder = await Deno.makeTempDir({ prefix: "ledgerdesk-disk-" });
    const image = join(folder, "disk.img");
    const path = join(folder, "mnt");
    try {
      await Deno.mkdir(path);
      await Deno.writeFile(image, new Uint8Array(0));
      await Deno.truncate(image, bytes);
      await run("mkfs.ext4", "-q", "-m", "0", image);
      await run("mount", "-o", "loop", image, path);
    } catch (error) {
      await Deno.remove(folder, { recursive: true });
      throw error;
    }
    return new SmallDisk(folder, path);
  }

  /** Why no small disk can be mounted here (not root, no mkfs.ext4, no loop device…), or undefined when one can. */
  static async unavailable(): Promise<string | undefined> {
    if (Deno.uid() !== 0) return "not running as root";
    try {
      const probe = await SmallDisk.mount(1024 * 1024);
      await probe.remove();
      return undefined;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** Bytes still free for files. */
  async free(): Promise<number> {
    return Number((await run("df", "--output=avail", "-B1", this.path)).trim().split("\n").pop());
  }

  /** Takes all the free space but `leave` bytes, in a file of its own: its path. */
  async fill(leave: number): Promise<string> {
    const filler = join(this.path, "filler");
    await Deno.writeFile(filler, new Uint8Array(Math.max(0, (await this.free()) - leave)));
    return filler;
  }

  /** Unmounts (lazily when a process still holds a file there) and deletes the image and its folder. */
  async remove(): Promise<void> {
    if (this.#mounted) {
      await run("umount", this.path).catch(() => run("umount", "-l", this.path));
      this.#mounted = false;
    }
    await Deno.remove(this.folder, { recursive: true });
  }
}
