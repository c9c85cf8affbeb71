import { validateClusterName, validateSubClusterName } from '../../../src/domain/validation/cluster-name';

describe('managed-cloud cluster name (doc 1 §5)', () => {
  it.each(['abc', 'my-cluster', 'Sales2026', 'a-b-c', 'x'.repeat(21)])('accepts %j', (name) => {
    expect(validateClusterName(name, 'gc')).toBeNull();
    expect(validateClusterName(name, 'az-saas')).toBeNull();
  });

  it.each([
    ['', 'Cluster name is required'],
    ['ab', 'Name must be at least 3 characters'],
    ['x'.repeat(22), 'Name cannot be longer than 21 characters'],
    ['-abc', 'Dash not allowed in beginning or end'],
    ['abc-', 'Dash not allowed in beginning or end'],
    ['ab--c', 'Should not contain multiple consequent dashes'],
    ['my cluster', 'Spaces not allowed'],
    ['1abc', 'Name is invalid; check naming hint'],
    ['abc_d', 'Name is invalid; check naming hint'],
    ['mycreate', 'mycreate is not a valid name'],
    ['Zookeeper1', 'Zookeeper1 is not a valid name'],
    ['the-loader', 'the-loader is not a valid name'],
  ])('rejects %j with %j', (name, message) => {
    expect(validateClusterName(name, 'gc')).toBe(message);
  });
});

describe('az cluster name (doc 1 §5)', () => {
  it('accepts 3 to 8 lowercase alphanumerics', () => {
    expect(validateClusterName('abc', 'az')).toBeNull();
    expect(validateClusterName('sales123', 'az')).toBeNull();
  });

  it.each([
    ['', 'Cluster name is required'],
    ['ab', 'Name must be 3 to 8 characters'],
    ['sales1234', 'Name must be 3 to 8 characters'],
    ['Sales', 'Only accept lowercase alphanumerics.'],
    ['my-db', 'Only accept lowercase alphanumerics.'],
    ['loader', 'loader is not a valid name'],
  ])('rejects %j with %j', (name, message) => {
    expect(validateClusterName(name, 'az')).toBe(message);
  });
});

describe('self-managed sub-cluster name (doc 1 §5, doc 2 §5)', () => {
  it('uses the managed-cloud rules without their max', () => {
    expect(validateSubClusterName('x'.repeat(25), 'main')).toBeNull();
    expect(validateSubClusterName('a--b', 'main')).toBe('Should not contain multiple consequent dashes');
    expect(validateSubClusterName('', 'main')).toBe('Cluster name is required');
  });

  it("keeps '{cluster}-{name}' within 32 characters", () => {
    expect(validateSubClusterName('x'.repeat(27), 'main')).toBeNull();
    expect(validateSubClusterName('x'.repeat(28), 'main')).toBe('Name should not exceed 32 characters');
  });
});
