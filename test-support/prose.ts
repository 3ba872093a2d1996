/** Ordinary Portuguese prose, some 370 characters, for speech tests and benches that need a text of a length. */
export const PROSE =
  "A loja abre de segunda a sábado, das nove às dezoito horas, e aos domingos pela manhã. Todos os produtos " +
  "da vitrine podem ser reservados pelo telefone ou pelo site, e a retirada é feita no balcão da entrada. " +
  "Quem preferir receber em casa paga o frete conforme a distância, calculado na hora da compra. As trocas " +
  "são aceitas em até trinta dias, com a nota fiscal. ";

/** PROSE repeated and cut to about `length` characters, ending with a full stop. */
export const prose = (length: number) =>
  PROSE.repeat(Math.ceil(length / PROSE.length))
    .slice(0, length - 1)
    .trim() + ".";
