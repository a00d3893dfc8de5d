extension FlowInclusion {
    /// The variables the included steps see: the included file's own `env`, overridden by the
    /// including flow's, overridden by this `runFlow`'s `env`.
    func environment(inside outer: [String: String]) -> [String: String] {
        defaultEnv.merging(outer) { $1 }.merging(env) { $1 }
    }
}
