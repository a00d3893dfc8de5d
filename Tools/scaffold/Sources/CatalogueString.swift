/// One string a generated screen shows, as its module's String Catalog gets it.
struct CatalogueString: Equatable {
    /// The key the code asks for, e.g. `author.title`.
    let key: String
    /// The English text, the catalogue's source language.
    let english: String
    /// What the string is for and what its placeholder stands for, for the translator.
    let comment: String
}
