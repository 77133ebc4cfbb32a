import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { containersOf, kustomize, type Manifest } from '../src/kustomize';
import { validateManifest as validate } from '../src/k8s-schema';
import { entrypointEnv, ROOT } from '../src/nginx-app';
import { readServerConfig } from '../../shell/render-server/config';
import { REMOTES as REGISTRY } from '../../scripts/remotes';

const BASE = join(ROOT, 'deploy', 'k8s', 'base');
const LOCAL = join(ROOT, 'deploy', 'k8s', 'overlays', 'local');
const base = kustomize(BASE);
const local = kustomize(LOCAL);

interface ComposeService {
  ports?: string[];
  /** contact-api's port, which only the render server calls: on the compose network, not published. */
  expose?: string[];
  environment?: Record<string, string>;
  healthcheck: { test: string[]; interval: string; timeout: string; retries: number; start_period: string };
}
const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
/** The remotes' Deployments and Services (remotes.json). */
const REMOTES = REGISTRY.map(({ folder }) => folder);
const WEB = ['shell', ...REMOTES];
const DEPLOYABLES = [...WEB, 'countries-api', 'contact-api'];
/** What visitors reach through the Ingress: everything but contact-api, which the render server alone calls. */
const PUBLIC = DEPLOYABLES.filter((name) => name !== 'contact-api');
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)?.[1]);

const find = (objects: Manifest[], kind: string, name: string) => {
  const object = objects.find((candidate) => candidate.kind === kind && candidate.metadata.name === name);
  if (!object) throw new Error(`no ${kind} ${name}`);
  return object as Manifest & { spec: Record<string, any>; data: Record<string, string> };
};
const podSpec = (objects: Manifest[], name: string) => find(objects, 'Deployment', name).spec.template.spec;
const container = (objects: Manifest[], name: string) => containersOf(find(objects, 'Deployment', name))[0] as Record<string, any>;

describe('deploy/k8s manifests', () => {
  it.each([
    ['base', base],
    ['overlays/local', local],
  ])('%s: every object is valid against the Kubernetes API schemas', (_name, objects) => {
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) expect(() => validate(object)).not.toThrow();
  });

  it('the schema check refuses what the API server would refuse', () => {
    const deployment = structuredClone(find(base, 'Deployment', 'shell'));
    deployment.spec.template.spec.containers[0].ports[0].containerPort = '8080';
    expect(() => validate(deployment)).toThrow(/containerPort must be integer/);
    const noSelector = structuredClone(find(base, 'Deployment', 'shell'));
    delete noSelector.spec.selector;
    expect(() => validate(noSelector)).toThrow(/selector/);
  });

  it.each(DEPLOYABLES)('%s: a Deployment and a Service whose selector and target port reach its container', (name) => {
    const deployment = find(base, 'Deployment', name);
    const service = find(base, 'Service', name);
    expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
    expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    const ports = container(base, name).ports as Array<{ name: string; containerPort: number }>;
    expect(ports.map((port) => port.name)).toContain(service.spec.ports[0].targetPort);
  });

  it.each(DEPLOYABLES)("%s: listens on compose's container port and is probed as compose checks it", (name) => {
    const { ports, expose, healthcheck } = compose.services[name] as ComposeService;
    const composePort = Number(ports?.[0]?.split(':').at(-1) ?? expose?.[0]); // [host address:]host port:container port
    // wget's argument, or the URL inside the API's `node -e` script.
    const checked = new URL(/http:\/\/[^'"\s)]+/.exec(healthcheck.test.join(' '))?.[0] ?? '');
    const spec = container(base, name);
    const http = (spec.ports as Array<{ name: string; containerPort: number }>).find((port) => port.name === 'http');
    expect(http?.containerPort).toBe(composePort);
    expect(Number(checked.port)).toBe(composePort);
    // Readiness: compose's request, on the same path and port.
    expect(spec.readinessProbe.httpGet).toEqual({ path: checked.pathname, port: 'http' });
    expect(spec.readinessProbe.timeoutSeconds).toBe(seconds(healthcheck.timeout));
    // Liveness: compose's timing (interval, timeout, retries, start period).
    expect(spec.livenessProbe).toMatchObject({
      periodSeconds: seconds(healthcheck.interval),
      timeoutSeconds: seconds(healthcheck.timeout),
      failureThreshold: healthcheck.retries,
      initialDelaySeconds: seconds(healthcheck.start_period),
    });
    // The APIs' /healthz answer 503 while they drain, shed load or lose their database: that must not restart them.
    if (name === 'countries-api' || name === 'contact-api') expect(spec.livenessProbe.tcpSocket).toEqual({ port: 'http' });
    else expect(spec.livenessProbe.httpGet).toEqual(spec.readinessProbe.httpGet);
  });

  it.each(DEPLOYABLES)('%s: runs as non-root, read-only, without capabilities, within requests and limits', (name) => {
    const pod = podSpec(base, name);
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    expect(pod.securityContext.runAsUser).toBeGreaterThan(0);
    expect(pod.automountServiceAccountToken).toBe(false);
    const spec = container(base, name);
    expect(spec.securityContext).toEqual({ allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } });
    for (const resource of ['cpu', 'memory']) {
      expect(spec.resources.requests[resource]).toBeDefined();
      expect(spec.resources.limits[resource]).toBeDefined();
    }
  });

  /** A container's mounts, by path, each with its volume's definition. */
  const mountsOf = (name: string) => {
    const pod = podSpec(base, name);
    const mounts = container(base, name).volumeMounts as Array<{ name: string; mountPath: string }>;
    return Object.fromEntries(mounts.map((mount) => [mount.mountPath, pod.volumes.find((volume: { name: string }) => volume.name === mount.name)]));
  };

  it.each(REMOTES)('%s: nginx gets writable emptyDirs exactly where its image writes at start, and quits gracefully', (name) => {
    const mounts = mountsOf(name);
    // The filled templates (20-envsubst-on-templates.sh), nginx's pid and temporary files.
    expect(Object.keys(mounts).sort()).toEqual(['/etc/nginx/conf.d', '/tmp']);
    for (const volume of Object.values(mounts)) expect(volume?.emptyDir).toBeDefined();
    expect(container(base, name).lifecycle.preStop.exec.command.join(' ')).toMatch(/nginx -s quit/);
    expect(podSpec(base, name).securityContext.runAsUser).toBe(101); // the unprivileged image's nginx user
  });

  it('shell: the render server runs as node with only /tmp writable, and drains within the grace period', () => {
    const mounts = mountsOf('shell');
    expect(Object.keys(mounts)).toEqual(['/tmp']);
    expect(mounts['/tmp']?.emptyDir).toBeDefined();
    expect(podSpec(base, 'shell').securityContext.runAsUser).toBe(1000); // the Node image's node user
    // SIGTERM comes after the preStop pause; the server then answers what is in flight within 10 s.
    expect(container(base, 'shell').lifecycle.preStop.exec.command).toEqual(['sleep', '5']);
    const drainMs = Number(/const DRAIN_MS = ([\d_]+);/.exec(readFileSync(join(ROOT, 'shell', 'render-server', 'server.ts'), 'utf8'))?.[1]?.replace(/_/g, ''));
    expect(drainMs).toBeGreaterThan(0);
    expect(podSpec(base, 'shell').terminationGracePeriodSeconds * 1000).toBeGreaterThan(5000 + drainMs);
  });

  it("gives each web app compose's environment: the four URLs, which the remotes' entrypoint and the render server accept, and the shell the site's origin", () => {
    const config = find(local, 'ConfigMap', 'worldatlas-config');
    for (const name of WEB) {
      const composeEnv = compose.services[name]?.environment ?? {};
      const spec = container(local, name);
      const env = Object.fromEntries((spec.env as Array<{ name: string; value: string }>).map((variable) => [variable.name, variable.value]));
      // The shell's own settings (TRUST_PROXY) apart: nginx has no use for them.
      expect(spec.envFrom).toEqual([{ configMapRef: { name: 'worldatlas-config' } }, ...(name === 'shell' ? [{ configMapRef: { name: 'shell-config' } }] : [])]);
      // Compose names each variable the ConfigMap has (SITE_URL is the shell's alone; nginx ignores it).
      const { SITE_URL, ...urls } = config.data;
      const publicEnv = Object.keys(composeEnv).filter((key) => !key.endsWith('_INTERNAL_URL'));
      expect(Object.keys(name === 'shell' ? config.data : urls).sort()).toEqual(publicEnv.sort());
      expect(SITE_URL).toBe('https://worldatlas.localhost');
      if (name === 'shell') {
        const server = readServerConfig({ ...config.data, ...find(local, 'ConfigMap', 'shell-config').data, ...env }, join(ROOT, 'shell', 'dist'));
        expect(server).toMatchObject({ host: '0.0.0.0', port: 8080, siteUrl: SITE_URL });
        // Its own requests go to the Services (port 80 → http), each under its public folder on the host.
        expect(server.internalRoutes.map(({ internalPrefix }) => new URL(internalPrefix).hostname).sort()).toEqual([...REMOTES, 'countries-api'].sort());
        for (const { internalPrefix } of server.internalRoutes) {
          const service = find(base, 'Service', new URL(internalPrefix).hostname);
          expect(service.spec.ports[0]).toMatchObject({ port: Number(new URL(internalPrefix).port || 80), targetPort: 'http' });
        }
      } else {
        expect(() => entrypointEnv({ ...urls, PORT: env.PORT ?? '', WEB_ROOT: join(ROOT, name, 'dist') })).not.toThrow();
      }
    }
  });

  it("gives the API compose's PUBLIC_URL (the site's API URL) and a metrics port the Service does not expose", () => {
    const spec = container(base, 'countries-api');
    const env = spec.env as Array<{ name: string; value?: string; valueFrom?: unknown }>;
    expect(env.find((variable) => variable.name === 'PUBLIC_URL')?.valueFrom).toEqual({ configMapKeyRef: { name: 'worldatlas-config', key: 'API_URL' } });
    expect(compose.services['countries-api']?.environment?.PUBLIC_URL).toBe(compose.services.shell?.environment?.API_URL);
    expect(env.find((variable) => variable.name === 'METRICS_PORT')?.value).toBe('9464');
    expect(find(base, 'Service', 'countries-api').spec.ports.map((port: { targetPort: string }) => port.targetPort)).toEqual(['http']);
    expect(find(base, 'ConfigMap', 'countries-api-config').data).toMatchObject({ TRUST_PROXY: expect.any(String), RATE_LIMIT_MAX: '12000', RATE_LIMIT_MISS_MAX: '600' });
  });

  it.each(['countries-api', 'shell'])('keeps %s at 2 to 6 replicas, scaled on CPU, with at least one up during disruptions', (name) => {
    const deployment = find(base, 'Deployment', name);
    const hpa = find(base, 'HorizontalPodAutoscaler', name);
    const pdb = find(base, 'PodDisruptionBudget', name);
    expect(deployment.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(hpa.spec.scaleTargetRef).toEqual({ apiVersion: 'apps/v1', kind: 'Deployment', name });
    expect([hpa.spec.minReplicas, hpa.spec.maxReplicas]).toEqual([2, 6]);
    expect(hpa.spec.metrics).toEqual([{ type: 'Resource', resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: expect.any(Number) } } }]);
    // Utilization is of the CPU request, which must be set.
    expect(container(base, name).resources.requests.cpu).toBeDefined();
    expect(pdb.spec.minAvailable).toBe(1);
    expect(deployment.spec.template.metadata.labels).toMatchObject(pdb.spec.selector.matchLabels);
  });

  it('drains countries-api within the grace period: preStop pause plus SHUTDOWN_TIMEOUT_MS', () => {
    const deployment = find(base, 'Deployment', 'countries-api');
    const shutdownMs = Number(find(base, 'ConfigMap', 'countries-api-config').data.SHUTDOWN_TIMEOUT_MS);
    expect(deployment.spec.template.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(5000 + shutdownMs);
  });

  it('serves the shell, every remote and the API on one host name, at the URLs the configuration names', () => {
    const ingresses = local.filter((object) => object.kind === 'Ingress') as Array<Manifest & { spec: Record<string, any> }>;
    const rules = ingresses.flatMap((ingress) => ingress.spec.rules as Array<{ host: string; http: { paths: Array<{ path: string; backend: { service: { name: string } } }> } }>);
    expect(new Set(rules.map((rule) => rule.host))).toEqual(new Set(['worldatlas.localhost']));
    const backends = rules.flatMap((rule) => rule.http.paths.map((path) => path.backend.service.name));
    expect(new Set(backends)).toEqual(new Set(PUBLIC));
    const config = find(local, 'ConfigMap', 'worldatlas-config').data;
    for (const url of Object.values(config)) expect(new URL(url).host).toBe('worldatlas.localhost');
    // Each URL's path falls under the prefix of the service that serves it, which the rewrite removes.
    const prefixed = ingresses.find((ingress) => ingress.metadata.name === 'worldatlas-prefixed');
    expect(prefixed?.metadata.annotations?.['nginx.ingress.kubernetes.io/rewrite-target']).toBe('/$2');
    const routeOf = (path: string) => prefixed?.spec.rules[0].http.paths.find((candidate: { path: string }) => new RegExp(`^${candidate.path}$`).test(path));
    for (const { envPrefix, folder } of REGISTRY) {
      expect([folder, routeOf(new URL(config[`${envPrefix}_MANIFEST_URL`] ?? '').pathname)?.backend.service.name]).toEqual([folder, folder]);
    }
    expect(routeOf(`${new URL(config.API_URL ?? '').pathname}/v3.1/all`)?.backend.service.name).toBe('countries-api');
  });

  it('tags each image on its own in the local overlay, in the worldatlas namespace', () => {
    const images = Object.fromEntries(DEPLOYABLES.map((name) => [name, container(local, name).image]));
    expect(images).toEqual(Object.fromEntries(DEPLOYABLES.map((name) => [name, `worldatlas/${name}:local`])));
    expect(local.filter((object) => object.kind !== 'Namespace').every((object) => object.metadata.namespace === 'worldatlas')).toBe(true);
  });

  it('renders only with the kustomization fields it implements', () => {
    expect(() => kustomize(join(ROOT, 'deploy', 'test', 'fixtures', 'unknown-kustomization'))).toThrow(/does not implement: configMapGenerator/);
  });
});
