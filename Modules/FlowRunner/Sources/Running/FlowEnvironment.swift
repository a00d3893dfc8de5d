/// Replaces `${NAME}` in command arguments with values from the flow's `env`.
enum FlowEnvironment {
    /// `text` with every `${NAME}` replaced.
    ///
    /// - Throws: `FlowStepFailure` naming a variable that has no value.
    static func substitute(_ text: String, from env: [String: String]) throws(FlowStepFailure) -> String {
        guard text.contains("${") else { return text }
        var result = ""
        var rest = Substring(text)
        while let start = rest.range(of: "${") {
            guard let end = rest[start.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[start.upperBound..<end])
            guard let value = env[name] else {
                throw FlowStepFailure(
                    message:
                        "Unknown variable ${\(name)}: set it under env in the config block, in runFlow or with -e \(name)=VALUE"
                )
            }
            result += rest[..<start.lowerBound] + value
            rest = rest[rest.index(after: end)...]
        }
        return result + rest
    }
}
