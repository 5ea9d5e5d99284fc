import exposeBootstrapLoader, { BOOTSTRAP_STYLESHEET } from './expose-bootstrap';

describe('exposed modules bring their Bootstrap', () => {
  it("makes an exposed module import the remote's Bootstrap, on its first line", () => {
    const source = "import { Screen } from '../features/Screen';\nexport default Screen;\n";
    const out = exposeBootstrapLoader(source);
    expect(out).toBe(`import '${BOOTSTRAP_STYLESHEET}';${source}`);
    expect(out.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('leaves a module that imports a Bootstrap stylesheet itself as it is', () => {
    const source = `// the first screen's part\nimport '${BOOTSTRAP_STYLESHEET}?first-screen';\nexport {};\n`;
    expect(exposeBootstrapLoader(source)).toBe(source);
  });
});
