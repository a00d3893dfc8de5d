import DependencyGraph

print("depgraph: not built yet")
