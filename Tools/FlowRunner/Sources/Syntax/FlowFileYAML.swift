/// The YAML reader under flow files, on its own: for tools that check YAML as flow files see
/// it, and for `App bench`, which times it.
public enum FlowFileYAML {
    /// Reads `bytes` as a YAML stream, as flow files are read (YAML 1.2 with Maestro's
    /// leniencies), and returns how many documents it holds.
    ///
    /// - Throws: `FlowFileSyntaxError` naming `file`, the line and the column of the first problem.
    public static func documentCount(in bytes: [UInt8], file: String) throws(FlowFileSyntaxError) -> Int {
        try YAMLParser.stream(bytes, file: file, dialect: .maestro).count
    }
}
