import { createActor, type Actor, type InspectionEvent } from 'xstate';
import { authMachine } from './authMachine';

let service: Actor<typeof authMachine> | undefined;

/**
 * Starts the one auth actor, shared by React (through useSelector) and the Relay network (which sends
 * SESSION_EXPIRED and TOKEN_INVALID).
 */
export function startAuthService(inspect?: (event: InspectionEvent) => void, machine = authMachine) {
  service = createActor(machine, { inspect, input: {} });
  service.start();
  return service;
}

export function authService(): Actor<typeof authMachine> {
  return service ?? startAuthService();
}
