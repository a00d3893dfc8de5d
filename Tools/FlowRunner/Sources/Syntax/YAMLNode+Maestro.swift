/// How Maestro reads a scalar where it expects a boolean. Maestro reads flows with Jackson on
/// SnakeYAML, whose YAML 1.1 resolver makes the plain words `yes`, `no`, `on` and `off` (in
/// lower, title or upper case) booleans as well as `true` and `false`; a quoted string is
/// turned into a boolean only when it says `true` or `false`.
extension YAMLNode {
    /// The boolean the scalar stands for in a flow file, or `nil` when it is not one.
    var maestroBoolean: Bool? {
        guard case let .scalar(text, isQuoted) = kind else { return nil }
        switch text {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: break
        }
        guard !isQuoted, tag == nil else { return nil }
        switch text {
        case "yes", "Yes", "YES", "on", "On", "ON": return true
        case "no", "No", "NO", "off", "Off", "OFF": return false
        default: return nil
        }
    }
}
