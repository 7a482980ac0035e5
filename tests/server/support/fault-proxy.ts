// A TCP proxy on loopback that a fault test switches between behaviours, standing in front of a
// real part (the SMTP emulator, the PayPal emulator over HTTP): `pass` forwards, `refuse` drops
// each connection at once (the part is down), `silent` accepts and never answers (the part hangs),
// `delay` forwards after a pause (the part is slow).
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

export type FaultMode = { kind: 'pass' } | { kind: 'refuse' } | { kind: 'silent' } | { kind: 'delay'; ms: number };

export interface FaultProxy {
  readonly port: number;
  /** Port on 127.0.0.1 the proxy forwards to. */
  target: number;
  mode: FaultMode;
  close(): Promise<void>;
}

export async function startFaultProxy(target = 0, mode: FaultMode = { kind: 'pass' }): Promise<FaultProxy> {
  const sockets = new Set<Socket>();
  const state = { target, mode };
  const server: Server = createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const { mode: current } = state;
    if (current.kind === 'refuse') {
      client.destroy();
      return;
    }
    if (current.kind === 'silent') return; // held open, never answered
    const forward = () => {
      if (client.destroyed) return;
      const upstream = connect(state.target, '127.0.0.1');
      sockets.add(upstream);
      upstream.on('close', () => sockets.delete(upstream));
      upstream.on('error', () => client.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    };
    if (current.kind === 'delay') {
      client.pause();
      setTimeout(() => {
        client.resume();
        forward();
      }, current.ms);
    } else forward();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    get target() {
      return state.target;
    },
    set target(value: number) {
      state.target = value;
    },
    get mode() {
      return state.mode;
    },
    set mode(value: FaultMode) {
      state.mode = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
