import { describe, expect, it } from 'vitest';
import { buyerErrors, buyerForRequest, phoneForDisplay, serverBuyerErrors } from './pix-buyer.ts';

const valid = {
  name: 'Ana Souza',
  phone: '(11) 98765-4321',
  email: 'ana@example.com',
  cpf: '529.982.247-25',
};

describe('the PIX buyer', () => {
  it('passes complete details and sends the CPF and phone as the server reads them', () => {
    expect(buyerErrors(valid)).toEqual({});
    expect(buyerForRequest(valid)).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '+5511987654321',
      cpf: '52998224725',
    });
  });

  it('names each field that would be refused, in pt-BR', () => {
    expect(buyerErrors({ name: 'Ana', phone: '1234', email: 'ana@', cpf: '111.111.111-11' })).toEqual({
      name: 'Informe seu nome completo.',
      phone: 'Informe um WhatsApp válido, com DDD.',
      email: 'Informe um e-mail válido.',
      cpf: 'CPF inválido. Confira os 11 números.',
    });
  });

  it('shows the stored lead’s number the way people write it', () => {
    expect(phoneForDisplay('5511987654321')).toBe('(11) 98765-4321');
    expect(phoneForDisplay('+351 912 345 678')).toBe('+351 912 345 678');
  });

  it('puts the server’s field errors on the form’s fields', () => {
    expect(serverBuyerErrors({ 'buyer.cpf': 'CPF inválido.', coupon: 'x' })).toEqual({
      cpf: 'CPF inválido.',
    });
  });
});
