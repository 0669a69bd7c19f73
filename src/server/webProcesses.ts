import cluster, { type Worker } from 'node:cluster'

export interface WebProcesses {
  /** The port every process listens on, once all of them do. */
  listening: Promise<number>
  /** Asks every process to finish its open requests and stop; resolves when all have ended. */
  stop(signal: NodeJS.Signals): Promise<void>
}

interface Options {
  /** The script each process runs (it serves when `cluster.isWorker`). */
  script: string
  log(line: string): void
  warn(line: string): void
  /** All processes were stopped because one of them could not start (after `listening` settled). */
  failed(error: Error): void
}

/**
 * Starts `count` server processes sharing one listening port (node:cluster hands connections out
 * in turn). One that ends once serving is replaced; one that ends before it listens stops them all,
 * since its fault (a setting, the database) would stop the next one too.
 */
export function startWebProcesses(count: number, options: Options): WebProcesses {
  cluster.setupPrimary({ exec: options.script })
  const serving = new Set<Worker>()
  let stopped: Promise<void> | undefined
  let ready: (port: number) => void
  let settled = false
  let failedToListen: (error: Error) => void
  const listening = new Promise<number>((resolve, reject) => ((ready = resolve), (failedToListen = reject)))

  const stop = (signal: NodeJS.Signals) => {
    stopped ??= new Promise<void>((resolve) => {
      const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead())
      if (workers.length === 0) return resolve()
      let left = workers.length
      for (const worker of workers) {
        worker.once('exit', () => --left === 0 && resolve())
        worker.process.kill(signal)
      }
    })
    return stopped
  }

  const fork = () => {
    const worker = cluster.fork()
    worker.once('listening', (address) => {
      serving.add(worker)
      if (serving.size === count && !settled) {
        settled = true
        ready(address.port)
      }
    })
    worker.once('exit', (code, signal) => {
      const wasServing = serving.delete(worker)
      if (stopped) return
      const how = signal ?? `code ${code}`
      if (!wasServing) {
        const error = new Error(`a server process ended before it listened (${how})`)
        const report = settled ? options.failed : failedToListen
        settled = true
        void stop('SIGTERM').then(() => report(error))
        return
      }
      options.warn(`server process ${worker.process.pid} ended (${how}); starting another`)
      fork()
    })
  }
  for (let i = 0; i < count; i++) fork()
  options.log(`${count} server processes`)
  return { listening, stop }
}
