/** Row shapes the data functions return; resolvers of nested fields start from these. */
export interface OuModel {
  idOu: string;
  code: string;
  name: string;
  shortName: string;
  idEntity: string;
  idStatus: 'ACTIVE' | 'INACTIVE';
  idUserCreate: string | null;
  idUserUpdate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface EntityModel {
  idEntity: string;
  name: string;
  commercialName: string;
}

export interface UserModel {
  idUser: string;
  idEntity: string | null;
  idOu: string;
  idUserOauth: string | null;
  idUserType: string;
  name: string;
  shortName: string;
  code: string;
  userName: string;
  lastName: string;
  email: string;
  phone: string | null;
  idLanguage: string | null;
  utcTime: string;
  idStatus: 'ACTIVE' | 'INACTIVE';
  idUserCreate: string | null;
  idUserUpdate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface RoleModel {
  idRole: string;
  code: string;
  description: string;
}

export interface PermissionModel {
  idPermission: string;
  type: 'FRONT' | 'BACK';
  value: string;
  module: string;
}
