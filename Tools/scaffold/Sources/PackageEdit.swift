import CommandLineKit

/// A package file as it was read, with the text it is to get once every edit of a run is known.
struct PackageEdit {
    /// The file's path, relative to the package.
    let path: String
    /// The file as it was read; replacing it refuses when it changed since.
    let file: InputFile
    /// The new text.
    let text: String
}
